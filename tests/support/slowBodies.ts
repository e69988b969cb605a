import net from 'node:net'

import { residentBytes } from './rawHttp'

export type SlowBodies = {
  /** Statuses the shop answered with, and how many of each. */
  answers: Record<string, number>
  /** Connections the shop closed without an answer (over a connection cap). */
  cut: number
  /** Connections still open and unanswered, each holding its half-sent body. */
  holding: number
  release: () => void
}

/**
 * Issue 28's attack on memory: `connections` requests whose bodies, declared under the 1 MB limit
 * (`declared` bytes), stop short (`sent` bytes) and are held open. With `addressOf`, each claims to
 * come from its own address (X-Forwarded-For, for a shop behind a proxy). Resolves once every
 * request's bytes are handed to the network, or its connection has ended.
 */
export async function holdSlowBodies(
  url: string,
  { connections = 600, declared = 1_000_000, sent = 990_000, path = '/api/cart', addressOf }: { connections?: number; declared?: number; sent?: number; path?: string; addressOf?: (i: number) => string } = {},
): Promise<SlowBodies> {
  const { hostname, port } = new URL(url)
  // One buffer for every body: the attacker's own memory stays flat.
  const body = Buffer.alloc(sent, 0x20)
  const sockets: net.Socket[] = []
  const answers: Record<string, number> = {}
  let cut = 0
  await Promise.all(
    Array.from(
      { length: connections },
      (_, i) =>
        new Promise<void>((resolve) => {
          const socket = net.connect(Number(port), hostname)
          sockets.push(socket)
          let answered = false
          socket.on('data', (chunk: Buffer) => {
            const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1]
            if (status && !answered) {
              answered = true
              answers[status] = (answers[status] ?? 0) + 1
            }
          })
          socket.on('error', () => {})
          socket.on('close', () => {
            if (!answered) cut += 1
            resolve()
          })
          socket.on('connect', () => {
            const forwarded = addressOf ? `X-Forwarded-For: ${addressOf(i)}\r\n` : ''
            socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n${forwarded}\r\n`)
            socket.write(body, () => resolve())
          })
        }),
    ),
  )
  return {
    answers,
    get cut() {
      return cut
    },
    get holding() {
      return sockets.filter((s) => !s.destroyed && !s.readableEnded).length
    },
    release: () => sockets.forEach((s) => s.destroy()),
  } as SlowBodies
}

/** The process's resident memory once it has stopped growing (no change over 2 MB in 2 s), with a deadline. */
export async function settledResidentBytes(pid: number, deadlineMs = 60_000): Promise<number> {
  const deadline = Date.now() + deadlineMs
  let last = residentBytes(pid)
  let stableSince = Date.now()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const now = residentBytes(pid)
    if (Math.abs(now - last) > 2 * 1024 * 1024) {
      last = now
      stableSince = Date.now()
    } else if (Date.now() - stableSince >= 2000 || Date.now() > deadline) {
      return now
    }
  }
}
