/**
 * Chromium driven over its DevTools pipe (`--remote-debugging-pipe`: JSON messages ending in a NUL
 * byte, written to its fd 3 and read from its fd 4) with nothing enabled that the caller does not
 * ask for. Playwright enables the `Runtime` domain on every page it drives, and with it on V8
 * records a detailed stack for every Error a script creates: React creates four as its module
 * loads, so the phone re-parsed the whole entry for their source positions, work a shopper's phone
 * never does (decision 63). `scripts/bench/phoneListening.ts` measures through this instead.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable, Writable } from 'node:stream'

type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown>; error?: { message: string }; sessionId?: string }

export type DevtoolsPipe = {
  /** One command; `sessionId` addresses a page attached with `Target.attachToTarget` (flatten). */
  send: <T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, sessionId?: string) => Promise<T>
  close: () => Promise<void>
}

export async function launchOverPipe(executablePath: string, args: string[]): Promise<DevtoolsPipe> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
  const chromium = spawn(executablePath, [...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] })
  const toChromium = chromium.stdio[3] as Writable
  const fromChromium = chromium.stdio[4] as Readable
  const pending = new Map<number, { resolve: (result: never) => void; reject: (err: Error) => void }>()
  let nextId = 0
  let buffered = ''
  fromChromium.setEncoding('utf8')
  fromChromium.on('data', (chunk: string) => {
    buffered += chunk
    let end: number
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as Message
      buffered = buffered.slice(end + 1)
      const waiting = message.id === undefined ? undefined : pending.get(message.id)
      if (!waiting) continue
      pending.delete(message.id!)
      if (message.error) waiting.reject(new Error(message.error.message))
      else waiting.resolve(message.result as never)
    }
  })
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()))
  void exited.then(() => {
    for (const waiting of pending.values()) waiting.reject(new Error('Chromium exited'))
    pending.clear()
  })
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = ++nextId
        pending.set(id, { resolve, reject })
        toChromium.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`)
      }),
    close: async () => {
      // Asked to close, Chromium ends its child processes before it exits; they may still be writing to the profile otherwise.
      toChromium.write(`${JSON.stringify({ id: ++nextId, method: 'Browser.close' })}\0`)
      const forced = setTimeout(() => chromium.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(forced)
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    },
  }
}
