import { createClient } from '@libsql/client'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { keepConnectionPragmas } from './sqliteConnectionPragmas'

describe('keepConnectionPragmas', () => {
  it('sets synchronous and busy_timeout on the connection libsql opens after each transaction', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragmas-'))
    const client = createClient({ url: `file:${path.join(dir, 'shop.db')}` })
    try {
      await client.execute('PRAGMA journal_mode = WAL')
      keepConnectionPragmas(client, { synchronous: 'NORMAL', busyTimeoutMs: 4321 })
      for (let round = 0; round < 2; round += 1) {
        const tx = await client.transaction('write')
        await tx.execute('CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY)')
        await tx.commit()
        // NORMAL is 1 (FULL, the default of a fresh connection, is 2).
        expect((await client.execute('PRAGMA synchronous')).rows[0][0]).toBe(1)
        expect((await client.execute('PRAGMA busy_timeout')).rows[0][0]).toBe(4321)
      }
    } finally {
      client.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
