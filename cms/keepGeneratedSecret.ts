import fs from 'node:fs'
import path from 'node:path'

import type { Env } from './env'

/**
 * Start step: keeps a secret that reading the configuration generated (no PAYLOAD_SECRET, no
 * secret file yet) beside the data, readable by the shop's user only, so sessions and signed links
 * survive a restart. Reading the configuration itself writes nothing (cms/env.ts).
 */
export function keepGeneratedSecret(env: Pick<Env, 'payloadSecret' | 'payloadSecretFile'>): void {
  if (!env.payloadSecretFile) return
  fs.mkdirSync(path.dirname(env.payloadSecretFile), { recursive: true })
  try {
    fs.writeFileSync(env.payloadSecretFile, env.payloadSecret + '\n', { mode: 0o600, flag: 'wx' })
  } catch (err) {
    // Another process kept its secret first: this one must use that one (read it again and restart).
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${env.payloadSecretFile} appeared while the shop started: start it again`, { cause: err })
    throw err
  }
}
