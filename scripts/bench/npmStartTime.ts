import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type StartTimes = { medianSeconds: number; seconds: number[] }

const PAYLOAD_SECRET = 'bench-secret-bench-secret-bench-secret-0123'

/**
 * `npm start` on a built checkout, as a volunteer runs it (the panel on, a shop with its demo
 * catalogue): seconds from the launch until `GET /` has answered 200. One start first migrates and
 * seeds the data folder (not counted); then `runs` restarts, each stopped with a process-group
 * SIGTERM like Ctrl-C.
 */
export async function npmStartTime(runs: number): Promise<StartTimes> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'))
  try {
    await timedStart(dataDir)
    const seconds: number[] = []
    for (let run = 0; run < runs; run += 1) seconds.push(await timedStart(dataDir))
    const sorted = [...seconds].sort((a, b) => a - b)
    return { medianSeconds: sorted[Math.floor(runs / 2)], seconds }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function timedStart(dataDir: string): Promise<number> {
  const startedAt = performance.now()
  const child = spawn('npm', ['start', '--silent'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URI: `file:${path.join(dataDir, 'shop.db')}`,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      PAYLOAD_SECRET,
    },
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()))
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const look = () => {
        const match = /"msg":"listening","port":(\d+)/.exec(output)
        if (match) return resolve(Number(match[1]))
        if (child.exitCode !== null) return reject(new Error(`npm start ended before listening:\n${output}`))
        setTimeout(look, 10)
      }
      look()
    })
    const res = await fetch(`http://127.0.0.1:${port}/`)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`GET / answered ${res.status}`)
    return Math.round((performance.now() - startedAt) / 10) / 100
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
    await closed
  }
}
