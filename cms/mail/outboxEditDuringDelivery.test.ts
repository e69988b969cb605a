import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ERASED_BODY } from './mailKinds'

/**
 * An administrator's save of a message the runner is delivering must not undo the runner's record
 * (tests/support/outboxEditDuringDelivery.ts runs in its own process: Payload is ESM only).
 */
const ROOT = path.resolve(__dirname, '../..')
type Outcome = { answer: number; status: string; text: string; htmlHasLink: boolean; leaseUntil: string | null }
let report: { edit: Outcome; resend: Outcome }
let dir: string

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-edit-'))
  const run = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'tests/support/outboxEditDuringDelivery.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATABASE_URI: `file:${path.join(dir, 'shop.db')}`, PAYLOAD_SECRET: 'x'.repeat(40) },
    encoding: 'utf8',
    timeout: 110_000,
  })
  const line = run.stdout.split('\n').find((l) => l.startsWith('RACE '))
  if (!line) throw new Error(`No report from outboxEditDuringDelivery.ts (exit ${run.status}):\n${run.stdout}\n${run.stderr}`)
  report = JSON.parse(line.slice('RACE '.length))
}, 120_000)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('an administrator saves an e-mail while it is being delivered', () => {
  it('refuses the save, and the delivery stays recorded: sent, link erased, not claimed, never due again', () => {
    expect(report.edit).toEqual({ answer: 400, status: 'sent', text: ERASED_BODY, htmlHasLink: false, leaseUntil: null })
  })

  it('refuses a resend of a message that is already queued, with the same outcome', () => {
    expect(report.resend).toEqual({ answer: 400, status: 'sent', text: ERASED_BODY, htmlHasLink: false, leaseUntil: null })
  })
})
