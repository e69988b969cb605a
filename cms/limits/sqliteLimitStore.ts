import type { Client } from '@libsql/client'

import type { LimitStore, WindowCount } from './limitStore'

/** Ended windows are deleted at most this often (per process). */
const SWEEP_EVERY_MS = 60_000
/** Above this many live counters, those with a single hit are dropped (they block nobody). */
const MAX_ROWS = 100_000

/**
 * Counters in the SQLite file (table rate_limit_counters, migration rate_limit_counters): every
 * process on the file counts into the same rows. One upsert per hit, atomic in SQLite: it opens a
 * new window when the last one has ended, else adds one, and answers the result.
 */
export class SqliteLimitStore implements LimitStore {
  private lastSweep = 0

  constructor(
    private readonly client: Client,
    private readonly maxRows = MAX_ROWS,
  ) {}

  async increment(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    const result = await this.client.execute({
      sql: `INSERT INTO rate_limit_counters (key, count, reset_at) VALUES (?, 1, ?)
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN reset_at <= ? THEN 1 ELSE count + 1 END,
              reset_at = CASE WHEN reset_at <= ? THEN excluded.reset_at ELSE reset_at END
            RETURNING count, reset_at`,
      args: [key, now + windowMs, now, now],
    })
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now
      void this.sweep(now).catch(() => {})
    }
    const row = result.rows[0]
    return { count: Number(row.count), resetAt: Number(row.reset_at) }
  }

  async release(key: string, now = Date.now()): Promise<void> {
    await this.client.execute({ sql: 'UPDATE rate_limit_counters SET count = count - 1 WHERE key = ? AND reset_at > ? AND count > 0', args: [key, now] })
  }

  async sweep(now = Date.now()): Promise<void> {
    await this.client.execute({ sql: 'DELETE FROM rate_limit_counters WHERE reset_at <= ?', args: [now] })
    const { rows } = await this.client.execute('SELECT COUNT(*) AS n FROM rate_limit_counters')
    const excess = Number(rows[0].n) - this.maxRows
    if (excess > 0) {
      await this.client.execute({
        sql: 'DELETE FROM rate_limit_counters WHERE key IN (SELECT key FROM rate_limit_counters WHERE count <= 1 ORDER BY reset_at LIMIT ?)',
        args: [excess],
      })
    }
  }
}
