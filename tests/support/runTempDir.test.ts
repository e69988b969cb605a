import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createRunTempDir, removeRunTempDir, RUN_TEMP_DIR_ENV } from './runTempDir'

describe("a test run's temporary folder", () => {
  it('holds what the run writes under the temporary folder and leaves nothing behind', () => {
    const env: Record<string, string | undefined> = { TMPDIR: os.tmpdir() }
    const outer = env.TMPDIR
    const dir = createRunTempDir(env)
    expect(path.dirname(dir)).toBe(outer)
    expect(env.TMPDIR).toBe(dir)
    // A shop's data folder, as tests/support/shopProcess.ts makes one under os.tmpdir().
    const dataDir = fs.mkdtempSync(path.join(env.TMPDIR!, 'shop-test-'))
    fs.writeFileSync(path.join(dataDir, 'shop.db'), 'orders')
    removeRunTempDir(env)
    expect(fs.existsSync(dir)).toBe(false)
    expect(env).toEqual({ TMPDIR: outer })
  })

  it('is the temporary folder of this run’s workers', () => {
    expect(process.env[RUN_TEMP_DIR_ENV]).toBeTruthy()
    expect(os.tmpdir()).toBe(process.env[RUN_TEMP_DIR_ENV])
  })
})
