import { createClient } from '@libsql/client'

import { RATE_LIMIT_TABLE_DDL } from './rateLimitTable'
import { SqliteLimitStore } from './sqliteLimitStore'

async function freshStore(maxRows?: number) {
  const client = createClient({ url: ':memory:' })
  for (const statement of RATE_LIMIT_TABLE_DDL) await client.execute(statement)
  return { client, store: new SqliteLimitStore(client, maxRows) }
}

/** What it counts is the LimitStore contract's (tests/api/contracts/limitStore.contract.test.ts); here, how it stays small. */
describe('the SQLite counter store', () => {
  it('deletes ended windows, and beyond its size keeps the counters that block someone', async () => {
    const { client, store } = await freshStore(5)
    for (let i = 0; i < 4; i += 1) await store.increment(`ended-${i}`, 10, 0)
    for (let i = 0; i < 8; i += 1) await store.increment(`single-${i}`, 60_000, 100)
    for (let i = 0; i < 3; i += 1) {
      await store.increment('guessed', 60_000, 100)
    }
    await store.sweep(100)
    const keys = (await client.execute('SELECT key FROM rate_limit_counters')).rows.map((r) => String(r.key))
    expect(keys.length).toBeLessThanOrEqual(5)
    expect(keys).toContain('guessed')
    expect(keys.some((k) => k.startsWith('ended-'))).toBe(false)
  })
})
