import type { Client, TransactionMode } from '@libsql/client'

export type ConnectionPragmas = { synchronous: 'NORMAL' | 'FULL'; busyTimeoutMs: number }

/**
 * libsql's client hands its connection to every transaction it starts and opens a new one for
 * whatever comes next; Payload sets `synchronous` and `busy_timeout` once, on the first connection,
 * so every later connection ran with SQLite's defaults (FULL: a disk flush per commit, about 6 ms
 * here; no busy wait at all). This sets both on each new connection, at the moment it is opened:
 * `transaction()` swaps connections synchronously, and the statement below opens the new one at once.
 */
export function keepConnectionPragmas(client: Client, pragmas: ConnectionPragmas): void {
  const apply = () =>
    client.executeMultiple(`PRAGMA synchronous = ${pragmas.synchronous}; PRAGMA busy_timeout = ${Math.trunc(pragmas.busyTimeoutMs)};`)
  const transaction = client.transaction.bind(client)
  client.transaction = ((mode?: TransactionMode) => {
    const started = transaction(mode)
    void apply().catch(() => {})
    return started
  }) as Client['transaction']
  void apply().catch(() => {})
}
