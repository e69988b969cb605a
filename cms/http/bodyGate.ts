import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { Readable, type Writable } from 'node:stream'

import { BODY_MAX_BYTES } from './bodyLimits'
import { bodyTooSlow, type BodyProgress } from './bodyPace'
import { addressKey } from '../limits/rateLimiter'

/** A body up to this size waits in memory while it arrives; a larger one goes to a file. */
export const IN_MEMORY_BODY_BYTES = 16 * 1024
/**
 * Bodies over IN_MEMORY_BODY_BYTES arriving at once from all addresses together: beyond, 503. At
 * most this many files of at most 1 MB (or of an upload someone may make). Smaller bodies are not
 * counted here: MAX_CONNECTIONS (cms/startShop.ts) × 16 KB bounds their memory, and a flood of
 * large bodies must not keep the checkout's and sign-in's small ones out.
 */
const MAX_SPOOLED_BODIES = 256
/** How often bodies still arriving are checked against their pace (cms/http/bodyPace.ts). */
const CHECK_EVERY_MS = 1000
/** A spooled file left by a process that died (a live one is written to at least every 30 s). */
const STALE_SPOOL_MS = 10 * 60 * 1000

export type BodyGateOptions = {
  /** Express's TRUST_PROXY: how many proxies stand in front (the client address is read as Express reads it). */
  trustProxy: number
  connectionsPerAddress: number
  bodiesPerAddress: number
  /** Where bodies larger than IN_MEMORY_BODY_BYTES wait while they arrive. */
  spoolDir: string
  /** May this request send more than 1 MB (an upload it may make)? Asked before a byte of it is read. */
  mayExceedDefaultLimit: (req: IncomingMessage) => Promise<boolean>
  log: (entry: Record<string, unknown>) => void
}

type Arriving = BodyProgress & { req: IncomingMessage; res: ServerResponse; give: (why: 'idle' | 'slow') => void }

/**
 * Between the HTTP parser and everything that reads a request (the fast paths, Express, Payload,
 * Next.js): a request's body is received here, whole, before any of them sees the request. Until
 * then nothing of it sits in their memory; a body over IN_MEMORY_BODY_BYTES (16 KB) is written to a
 * file as it arrives and read back from it, so six hundred half-sent bodies of a megabyte cost
 * six hundred files, not six hundred megabytes (issue 28: 545 → 1157 MB of RSS before).
 *
 * Also: at most `connectionsPerAddress` open connections per address (connections from a trusted
 * proxy carry everyone and are not counted), at most `bodiesPerAddress` bodies arriving at once per
 * client address (429) and MAX_SPOOLED_BODIES large ones in all (503), and bodies that stop or trickle are cut off
 * (408) at the pace of cms/http/bodyPace.ts: a minimum rate, so a slow phone's long upload arrives.
 */
export function createBodyGate(options: BodyGateOptions) {
  const connections = new Map<string, number>()
  const bodies = new Map<string, number>()
  const arriving = new Set<Arriving>()
  let spooled = 0
  let timer: NodeJS.Timeout | null = null
  prepareSpoolDir(options.spoolDir)

  const watchPace = () => {
    timer ??= setInterval(() => {
      const now = Date.now()
      for (const body of arriving) {
        const why = bodyTooSlow(body, now)
        if (why) body.give(why)
      }
      if (arriving.size === 0 && timer) {
        clearInterval(timer)
        timer = null
      }
    }, CHECK_EVERY_MS)
    timer.unref()
  }

  /** The server's 'connection' listener. */
  function onConnection(socket: Socket): void {
    // Behind a proxy every connection comes from it: the proxy limits connections per client.
    if (options.trustProxy > 0 || !socket.remoteAddress) return
    const key = addressKey(socket.remoteAddress)
    const open = (connections.get(key) ?? 0) + 1
    if (open > options.connectionsPerAddress) {
      socket.destroy()
      return
    }
    connections.set(key, open)
    socket.once('close', () => release(connections, key))
  }

  /** Calls `next` with the request (its body then read from memory or its file), or answers it here. */
  function admit(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage) => void): void {
    const length = Number(req.headers['content-length'] ?? 0)
    if (!(length > 0)) {
      next(req)
      return
    }
    if (length <= BODY_MAX_BYTES) {
      receive(req, res, length, next)
      return
    }
    options.mayExceedDefaultLimit(req).then(
      (allowed) => (allowed ? receive(req, res, length, next) : refuse(req, res, 413, 'Request body is too large (at most 1 MB here).')),
      () => refuse(req, res, 503, 'Please try again in a moment.'),
    )
  }

  function receive(req: IncomingMessage, res: ServerResponse, length: number, next: (req: IncomingMessage) => void): void {
    const address = clientAddressOf(req, options.trustProxy)
    const toFile = length > IN_MEMORY_BODY_BYTES
    if (toFile && spooled >= MAX_SPOOLED_BODIES) {
      options.log({ msg: 'request refused: too many large bodies arriving at once', method: req.method, path: pathOf(req), bodies: spooled })
      return refuse(req, res, 503, 'The shop is receiving many requests at once. Please try again in a moment.', 5)
    }
    const mine = bodies.get(address) ?? 0
    if (mine >= options.bodiesPerAddress) {
      options.log({ msg: 'request refused: too many bodies arriving at once from one address', method: req.method, path: pathOf(req) })
      return refuse(req, res, 429, 'Too many requests at once from your address. Please wait a moment and try again.', 5)
    }
    bodies.set(address, mine + 1)
    if (toFile) spooled += 1
    const spool = toFile ? new FileSpool(options.spoolDir) : new MemorySpool()
    let settled = false
    const settle = () => {
      if (settled) return false
      settled = true
      arriving.delete(body)
      release(bodies, address)
      if (toFile) spooled -= 1
      return true
    }
    const now = Date.now()
    const body: Arriving = {
      startedAt: now,
      lastByteAt: now,
      received: 0,
      req,
      res,
      give: (why) => {
        if (!settle()) return
        spool.discard()
        options.log({ msg: 'request body too slow: cut off', method: req.method, path: pathOf(req), why, received: body.received, of: length })
        refuse(req, res, 408, 'The request took too long to arrive. Please try again.')
      },
    }
    arriving.add(body)
    watchPace()
    req.on('data', (chunk: Buffer) => {
      body.received += chunk.length
      body.lastByteAt = Date.now()
      if (!spool.write(chunk)) {
        req.pause()
        spool.onDrain(() => req.resume())
      }
    })
    req.once('end', () => {
      if (!settle()) return
      spool.finish().then(
        (source) => next(replay(req, res, source)),
        (err: unknown) => {
          options.log({ msg: 'request body could not be kept', method: req.method, path: pathOf(req), error: String(err) })
          refuse(req, res, 503, 'Please try again in a moment.')
        },
      )
    })
    // The client went away (or the socket failed) before the whole body came.
    req.once('close', () => {
      if (settle()) spool.discard()
    })
  }

  return { onConnection, admit }
}

/** Where a body waits while it arrives. `write` answers false when the caller should wait for `onDrain`. */
interface Spool {
  write(chunk: Buffer): boolean
  onDrain(resume: () => void): void
  /** The whole body, to be read once. */
  finish(): Promise<Readable>
  discard(): void
}

class MemorySpool implements Spool {
  private chunks: Buffer[] = []
  write(chunk: Buffer): boolean {
    this.chunks.push(chunk)
    return true
  }
  onDrain(resume: () => void): void {
    resume()
  }
  async finish(): Promise<Readable> {
    return Readable.from(this.chunks.length === 1 ? this.chunks : [Buffer.concat(this.chunks)], { objectMode: false })
  }
  discard(): void {
    this.chunks = []
  }
}

/**
 * A file of its own; once complete it is opened for reading and removed from the folder at once
 * (the open file stays readable), so nothing is left behind whatever happens to the request.
 */
class FileSpool implements Spool {
  private readonly file: string
  private readonly out: Writable
  private failed: unknown = null

  constructor(dir: string) {
    this.file = path.join(dir, `${process.pid}-${randomBytes(12).toString('hex')}`)
    this.out = fs.createWriteStream(this.file, { flags: 'wx', mode: 0o600 })
    this.out.on('error', (err) => (this.failed = err))
  }
  write(chunk: Buffer): boolean {
    return this.failed ? true : this.out.write(chunk)
  }
  onDrain(resume: () => void): void {
    this.out.once('drain', resume)
    this.out.once('error', resume)
  }
  finish(): Promise<Readable> {
    return new Promise((resolve, reject) => {
      if (this.failed) return reject(this.failed)
      this.out.end(() => {
        if (this.failed) return reject(this.failed)
        const source = fs.createReadStream(this.file, { highWaterMark: 64 * 1024 })
        source.once('open', () => fs.rm(this.file, { force: true }, () => {}))
        source.once('error', reject)
        source.once('open', () => resolve(source))
      })
    })
  }
  discard(): void {
    this.out.destroy()
    fs.rm(this.file, { force: true }, () => {})
  }
}

/**
 * The request again, its body now read from `source`: everything after the gate reads it as it
 * would read the socket (Express's parsers, Payload's and Next.js's request objects).
 */
function replay(original: IncomingMessage, res: ServerResponse, source: Readable): IncomingMessage {
  const copy = new IncomingMessage(original.socket)
  copy.httpVersion = original.httpVersion
  copy.httpVersionMajor = original.httpVersionMajor
  copy.httpVersionMinor = original.httpVersionMinor
  copy.method = original.method
  copy.url = original.url
  copy.headers = original.headers
  copy.rawHeaders = original.rawHeaders
  copy.trailers = original.trailers
  copy.rawTrailers = original.rawTrailers
  copy._read = () => {
    source.resume()
  }
  source.on('data', (chunk: Buffer) => {
    if (!copy.push(chunk)) source.pause()
  })
  source.once('end', () => {
    copy.complete = true
    copy.push(null)
  })
  source.once('error', (err) => copy.destroy(err))
  // The whole body is here, so ending this request never ends the connection (Node's own would
  // close the socket of a request destroyed before its body was read: keep-alive clients would
  // lose their next request). It only lets go of the body.
  copy._destroy = (err, callback) => {
    source.destroy()
    callback(err)
  }
  // A body nobody read (a route that ignores it) is let go with the answer: its file closes.
  res.once('close', () => copy.destroy())
  return copy
}

/** The client address as Express reads it with TRUST_PROXY hops (its `req.ip`), as a throttling key. */
function clientAddressOf(req: IncomingMessage, hops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown'
  if (hops === 0) return addressKey(peer)
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse()
  const chain = [peer, ...forwarded]
  return addressKey(chain[Math.min(hops, chain.length - 1)])
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, retryAfterSeconds?: number): void {
  if (res.headersSent) {
    req.socket.destroy()
    return
  }
  const body = JSON.stringify({ message })
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...(retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}),
  })
  // The rest of the body is not wanted: the connection ends with the answer.
  res.end(body, () => req.socket.destroy())
}

function release(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1
  if (left > 0) counts.set(key, left)
  else counts.delete(key)
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? '').split('?')[0]
}

/** The folder of bodies being received; files a dead process left there are removed. */
function prepareSpoolDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const now = Date.now()
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name)
    try {
      if (now - fs.statSync(file).mtimeMs > STALE_SPOOL_MS) fs.rmSync(file, { force: true })
    } catch {
      // Gone meanwhile (another process).
    }
  }
}
