import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import { closeIdleClientConnections } from './clientConnections'

/** A server that, like the shop after SIGTERM, never drops a keep-alive connection itself: only the client can. */
async function server(handler: http.RequestListener = (_req, res) => res.end('ok')) {
  const sockets = new Set<Socket>()
  const srv = http.createServer({ keepAliveTimeout: 60_000 }, handler)
  srv.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve))
  const port = (srv.address() as AddressInfo).port
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    sockets,
    /** Resolves once every connection the clients opened is closed. */
    allClosed: () => Promise.all([...sockets].map((socket) => new Promise((resolve) => (socket.destroyed ? resolve(null) : socket.once('close', resolve))))),
    close: () => {
      srv.closeAllConnections()
      srv.close()
    },
  }
}

function rawGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => http.get(url, (res) => (res.resume(), res.on('end', () => resolve(res.statusCode!)))).on('error', reject))
}

describe('closing the test process’s idle connections before a shop stops', () => {
  it("closes fetch's and node:http's pooled connections to that port, and later requests still work", async () => {
    const shop = await server()
    try {
      expect((await fetch(shop.url)).status).toBe(200)
      expect(await rawGet(shop.url)).toBe(200)
      expect(shop.sockets.size).toBe(2)
      closeIdleClientConnections(shop.port)
      await shop.allClosed()
      expect(shop.sockets.size).toBe(0)
      expect([(await fetch(shop.url)).status, await rawGet(shop.url)]).toEqual([200, 200])
    } finally {
      shop.close()
    }
    // A generous deadline for the closing above, which takes milliseconds: left to themselves, the
    // clients would keep the connections for about a minute (the server's keep-alive hint).
  }, 30_000)

  it('leaves requests in flight alone, including a fetch begun just before', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let arrived!: () => void
    const arrival = new Promise<void>((resolve) => (arrived = resolve))
    const shop = await server((req, res) => {
      if (req.url === '/held') {
        arrived()
        void held.then(() => res.end('late'))
      } else res.end('ok')
    })
    try {
      const inFlight = fetch(`${shop.url}/held`).then((res) => res.text())
      await arrival
      const justBefore = fetch(shop.url).then((res) => res.status)
      closeIdleClientConnections(shop.port)
      release()
      expect(await Promise.all([inFlight, justBefore])).toEqual(['late', 200])
    } finally {
      shop.close()
    }
  })
})
