import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ApiClient } from '../support/apiClient'
import { startShop } from '../support/shopProcess'

const ROOT = path.resolve(__dirname, '../..')

function run(script: string, args: string[], dataDir: string) {
  return execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URI: `file:${dataDir}/shop.db`, UPLOADS_DIR: `${dataDir}/uploads`, PAYLOAD_SECRET: 'x'.repeat(40) },
    encoding: 'utf8',
  })
}

// The MongoDB leg has its own tools (mongodump); these scripts are for the embedded SQLite shop.
const sqliteOnly = process.env.TEST_DATABASE === 'mongodb' ? describe.skip : describe

sqliteOnly('npm run backup / npm run restore (SQLite)', () => {
  it('backs up a running shop and restores it elsewhere: same products, same images', async () => {
    const original = await startShop({ seed: 'demo' })
    const products = (await new ApiClient(original.url).get('/api/products')).body
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'))
    const printed = run('scripts/backup.ts', ['--out', out], original.dataDir)
    await original.stop()
    const archive = path.join(out, fs.readdirSync(out)[0])
    expect(printed).toContain(archive)

    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restored-'))
    run('scripts/restore.ts', [archive], restoredDir)
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
})
