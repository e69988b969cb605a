/**
 * Closes this test process's idle keep-alive connections before a shop is stopped. The shop drains
 * idle connections for a second after SIGTERM (decision 12) and exits only once they are gone, so
 * a pooled connection of the test's HTTP clients (fetch, node:http's global agent) made every stop
 * wait that second out (decision 53 counted 63 such stops). A browser closes its connections with
 * its context; this does the same for the tests' clients. Requests in flight are left alone: they
 * finish on their connections as before (decision 58).
 */
import http from 'node:http'
import vm from 'node:vm'

type Dispatcher = { close(): Promise<void>; constructor: new () => Dispatcher }

/** Where Node's built-in fetch (undici) keeps its connection pool: on the real global object, outside jest's sandbox. */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1')

export function closeIdleClientConnections(port: number): void {
  // node:http's global agent keeps connections alive (Node 19+): drop this shop's idle ones.
  for (const [name, sockets] of Object.entries(http.globalAgent.freeSockets)) {
    if (name.split(':')[1] === String(port)) for (const socket of sockets ?? []) socket.destroy()
  }
  // fetch: new requests go to a fresh pool; the old one closes once what it has taken on is answered.
  // Closed on the next turn of the event loop, so a fetch begun just before the stop has reached the
  // old pool by then and is answered, never refused as "closed".
  const outer = vm.runInThisContext('globalThis') as Record<symbol, Dispatcher | undefined>
  const pool = outer[GLOBAL_DISPATCHER]
  if (!pool) return
  outer[GLOBAL_DISPATCHER] = new pool.constructor()
  setImmediate(() => void pool.close().catch(() => undefined))
}
