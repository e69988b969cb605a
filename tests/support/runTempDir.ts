/**
 * One temporary folder for a whole test run, removed when the run ends: jest's root global setup
 * and teardown (jest.config.js). Every worker, and every shop a test starts, inherits its `TMPDIR`,
 * so whatever a test writes under `os.tmpdir()` (a shop's data folder, a ledger's database, a
 * backup) goes with it. Before, each run left about a hundred folders in /tmp for good: 3 500 of
 * them on the development machine, SQLite copies of test shops among them.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The run's folder, set by the setup for the teardown (and the workers) to find. */
export const RUN_TEMP_DIR_ENV = 'SHOP_TEST_RUN_DIR'
/** The TMPDIR the run found (empty when it had none), given back at the run's end. */
const OUTER_TMPDIR_ENV = 'SHOP_TEST_OUTER_TMPDIR'

type Env = Record<string, string | undefined>

export function createRunTempDir(env: Env = process.env): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-run-'))
  env[RUN_TEMP_DIR_ENV] = dir
  env[OUTER_TMPDIR_ENV] = env.TMPDIR ?? ''
  env.TMPDIR = dir
  return dir
}

export function removeRunTempDir(env: Env = process.env): void {
  const dir = env[RUN_TEMP_DIR_ENV]
  if (!dir) return
  fs.rmSync(dir, { recursive: true, force: true })
  if (env[OUTER_TMPDIR_ENV]) env.TMPDIR = env[OUTER_TMPDIR_ENV]
  else delete env.TMPDIR
  delete env[OUTER_TMPDIR_ENV]
  delete env[RUN_TEMP_DIR_ENV]
}
