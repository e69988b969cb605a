import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { EnvError, readEnv } from './env'
import { EnvFileError, loadEnvFile } from './envFile.mjs'

function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'))
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  return dir
}

describe('the .env file (README, Configuration)', () => {
  it('fills in what the environment lacks; what the environment sets wins', () => {
    const dir = folderWith({ '.env': '# the shop\nPUBLIC_URL=https://shop.example.org\nPORT=4000\nMAIL_FROM="Shop <shop@example.org>"\n' })
    const source: Record<string, string | undefined> = { PORT: '5000' }
    expect(loadEnvFile(source, dir)).toBe(path.join(dir, '.env'))
    expect(source).toEqual({ PORT: '5000', PUBLIC_URL: 'https://shop.example.org', MAIL_FROM: 'Shop <shop@example.org>' })
    // And the settings read from it are checked like any other: a bad value is named.
    const bad = { ...source }
    loadEnvFile(bad, folderWith({ '.env': 'LOG_LEVEL=loud\n' }))
    expect(() => readEnv(bad, dir)).toThrow(EnvError)
    expect(() => readEnv(bad, dir)).toThrow(/LOG_LEVEL/)
  })

  it('no .env is fine; ENV_FILE names another file, and a named file that is missing stops the start', () => {
    const empty = folderWith({})
    expect(loadEnvFile({}, empty)).toBeNull()
    const dir = folderWith({ 'shop.env': 'SEED=none\n' })
    const source: Record<string, string | undefined> = { ENV_FILE: 'shop.env' }
    expect(loadEnvFile(source, dir)).toBe(path.join(dir, 'shop.env'))
    expect(source.SEED).toBe('none')
    expect(() => loadEnvFile({ ENV_FILE: 'missing.env' }, dir)).toThrow(EnvFileError)
    expect(() => loadEnvFile({ ENV_FILE: 'missing.env' }, dir)).toThrow(`ENV_FILE: ${path.join(dir, 'missing.env')} could not be read (ENOENT).`)
  })

  it('ENV_FILE=none reads nothing (the tests’ shops)', () => {
    const dir = folderWith({ '.env': 'SEED=none\n' })
    const source: Record<string, string | undefined> = { ENV_FILE: 'none' }
    expect(loadEnvFile(source, dir)).toBeNull()
    expect(source).toEqual({ ENV_FILE: 'none' })
  })
})
