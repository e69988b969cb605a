import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Shop } from './shopProcess'

const run = promisify(execFile)

/** `npm run admin -- …` (what it runs: scripts/adminCommand.mjs) from the server's shell, against the running shop's database. */
export async function adminCommand(shop: Shop, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--conditions=production', 'scripts/adminCommand.mjs', ...args], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATABASE_URI: shop.databaseUri,
        UPLOADS_DIR: path.join(shop.dataDir, 'uploads'),
        // The test shop's secret (tests/support/shopProcess.ts).
        PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        ENV_FILE: 'none',
        PUBLIC_URL: 'https://shop.example.org',
        PAYMENTS_MODE: 'demo',
      },
    })
    return { code: 0, stdout, stderr }
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

/** The token of the reset link the command printed. */
export function resetTokenIn(output: string): string {
  const match = /https:\/\/shop\.example\.org\/reset-password\?token=([0-9a-f]+)/.exec(output)
  if (!match) throw new Error(`no reset link in:\n${output}`)
  return match[1]
}

/** A fresh reset token for `username`, as an operator gets it from the shell. */
export async function shellResetToken(shop: Shop, username: string): Promise<string> {
  const printed = await adminCommand(shop, 'reset-link', username)
  if (printed.code !== 0) throw new Error(`reset-link failed: ${printed.stderr}`)
  return resetTokenIn(printed.stdout)
}
