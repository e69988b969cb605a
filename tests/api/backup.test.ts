import { createClient } from '@libsql/client'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { signUpCustomer } from '../support/accounts'
import { ApiClient } from '../support/apiClient'
import { startShop } from '../support/shopProcess'

const ROOT = path.resolve(__dirname, '../..')

/** Runs an operator script on a data folder; answers its exit code and what it printed. */
function run(script: string, args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URI: `file:${dataDir}/shop.db`, UPLOADS_DIR: `${dataDir}/uploads`, PAYLOAD_SECRET: 'x'.repeat(40), ENV_FILE: 'none' },
    encoding: 'utf8',
    // A script that hangs fails the test instead of holding the worker (spawnSync waits otherwise).
    timeout: 60_000,
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** The usernames in a SQLite shop database file. */
async function usernames(file: string): Promise<string[]> {
  const client = createClient({ url: `file:${file}` })
  try {
    return (await client.execute('SELECT username FROM users')).rows.map((row) => String(row.username))
  } finally {
    client.close()
  }
}

/** Every file of a folder with its size: to see that a refused restore changed nothing. */
function snapshot(dir: string): Record<string, number> {
  return Object.fromEntries(fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => [path.join(entry.parentPath, entry.name), fs.statSync(path.join(entry.parentPath, entry.name)).size]))
}

// The MongoDB leg has its own tools (mongodump); these scripts are for the embedded SQLite shop.
const sqliteOnly = process.env.TEST_DATABASE === 'mongodb' ? describe.skip : describe

sqliteOnly('npm run backup / npm run restore (SQLite)', () => {
  let archive: string
  let products: unknown[]
  beforeAll(async () => {
    const original = await startShop({ seed: 'demo' })
    products = (await new ApiClient(original.url).get('/api/products')).body
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'))
    const printed = run('scripts/backup.ts', ['--out', out], original.dataDir)
    await original.stop()
    archive = path.join(out, fs.readdirSync(out)[0])
    expect([printed.code, printed.stdout]).toEqual([0, expect.stringContaining(archive)])
  })

  it('backs up a running shop and restores it elsewhere: same products, same images', async () => {
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restored-'))
    expect(run('scripts/restore.ts', [archive], restoredDir).code).toBe(0)
    const restored = await startShop({ dataDir: restoredDir, seed: 'none' })
    try {
      const again = (await new ApiClient(restored.url).get('/api/products')).body
      expect(again).toEqual(products)
      const image = await fetch(`${restored.url}${again[0].imageVariants[0].url}`)
      expect(image.status).toBe(200)
    } finally {
      await restored.stop()
    }
  })

  it('refuses while the shop runs (its later changes would be lost), and keeps the replaced database whole, with its last changes', async () => {
    const shop = await startShop({ seed: 'demo' })
    const customer = await signUpCustomer(shop.url)
    const before = snapshot(shop.dataDir)
    const refused = run('scripts/restore.ts', [archive], shop.dataDir)
    expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining('The shop is still running')])
    expect(refused.stderr).toContain('Stop it first, then restore; nothing was changed.')
    expect(snapshot(shop.dataDir)).toEqual(before)
    await shop.stop()
    // Stopped, the shop leaves every change in shop.db itself: a copy of that one file is whole.
    const wal = path.join(shop.dataDir, 'shop.db-wal')
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0)

    const restored = run('scripts/restore.ts', [archive], shop.dataDir)
    expect([restored.code, restored.stderr]).toEqual([0, ''])
    const kept = /The replaced database is kept as (\S+) /.exec(restored.stdout)![1]
    // The account made before the restore is in the kept copy.
    expect(await usernames(kept)).toContain(customer.username)
    expect(await usernames(path.join(shop.dataDir, 'shop.db'))).not.toContain(customer.username)
  })

  it('sees the running shop through a symlinked folder too (the kernel names the file by its real path)', async () => {
    const real = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-real-'))
    const linked = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'restore-link-')), 'shop')
    fs.symlinkSync(real, linked)
    const shop = await startShop({ dataDir: linked, seed: 'none' })
    try {
      const refused = run('scripts/restore.ts', [archive], linked)
      expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining('The shop is still running')])
    } finally {
      await shop.stop()
    }
  })

  it('refuses a damaged backup, a file that is not one, and a wrong path, saying so and changing nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-refusals-'))
    expect(run('scripts/restore.ts', [archive], dataDir).code).toBe(0)
    const before = snapshot(dataDir)

    // The same backup with its database cut short.
    const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'damaged-'))
    spawnSync('tar', ['-xzf', archive, '-C', unpacked])
    const database = path.join(unpacked, 'shop.db')
    fs.truncateSync(database, Math.floor(fs.statSync(database).size / 2))
    const damaged = path.join(unpacked, '..', `${path.basename(unpacked)}.tar.gz`)
    spawnSync('tar', ['-czf', damaged, '-C', unpacked, '.'])
    const refusedDamaged = run('scripts/restore.ts', [damaged], dataDir)
    expect([refusedDamaged.code, refusedDamaged.stderr]).toEqual([1, expect.stringContaining(`The database in ${damaged} is damaged`)])

    const notABackup = path.join(unpacked, 'notes.tar.gz')
    fs.writeFileSync(notABackup, 'not an archive')
    const refusedFile = run('scripts/restore.ts', [notABackup], dataDir)
    expect([refusedFile.code, refusedFile.stderr]).toEqual([1, expect.stringContaining(`${notABackup} could not be unpacked: it is not a shop backup, or it is damaged`)])
    expect(refusedFile.stderr).not.toMatch(/\n\s+at /)

    const missing = run('scripts/restore.ts', [path.join(unpacked, 'nowhere.tar.gz')], dataDir)
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining(`No backup file at ${path.join(unpacked, 'nowhere.tar.gz')}.`)])
    expect(snapshot(dataDir)).toEqual(before)

    // And backup's own mistakes: --out without a folder, or naming a file.
    expect(run('scripts/backup.ts', ['--out'], dataDir)).toMatchObject({ code: 1, stderr: 'Usage: npm run backup [-- --out <folder>]\n' })
    expect(run('scripts/backup.ts', ['--out', notABackup], dataDir)).toMatchObject({ code: 1, stderr: `${notABackup} is a file, not a folder: give --out a folder to put the backup in.\n` })
  })
})
