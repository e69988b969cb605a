/**
 * Decides whether the MongoDB leg of the API tests can run here: it needs a mongod binary, from
 * MONGOMS_SYSTEM_BINARY, the PATH, mongodb-memory-server's cache, or a download. Where none can be
 * had (as on machines without internet access to fastdl.mongodb.org) it says so plainly.
 */
import { execFileSync } from 'node:child_process'

let decided

export async function mongoLeg() {
  decided ??= find()
  const found = await decided
  if (!found.ok) console.log(`MongoDB leg skipped: no mongod binary (${found.reason}). Set MONGOMS_SYSTEM_BINARY=/path/to/mongod to run it.`)
  return found.ok
}

async function find() {
  if (process.env.SKIP_MONGO_LEG === '1') return { ok: false, reason: 'SKIP_MONGO_LEG=1' }
  if (!process.env.MONGOMS_SYSTEM_BINARY) {
    try {
      const onPath = execFileSync('sh', ['-c', 'command -v mongod'], { encoding: 'utf8' }).trim()
      if (onPath) process.env.MONGOMS_SYSTEM_BINARY = onPath
    } catch {
      // not on the PATH; try the cache or a download below
    }
  }
  try {
    const { MongoBinary } = await import('mongodb-memory-server-core')
    const path = await withTimeout(MongoBinary.getPath(), 120_000)
    return path ? { ok: true } : { ok: false, reason: 'none found' }
  } catch (err) {
    return { ok: false, reason: String(err?.message ?? err).split('\n')[0].slice(0, 160) }
  }
}

function withTimeout(promise, ms) {
  return Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms).unref())])
}
