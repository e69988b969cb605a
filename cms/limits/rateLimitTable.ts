/** The SQLite table of cms/limits/sqliteLimitStore.ts (created by migration rate_limit_counters). */
export const RATE_LIMIT_TABLE_DDL = [
  `CREATE TABLE IF NOT EXISTS rate_limit_counters (
    key TEXT PRIMARY KEY NOT NULL,
    count INTEGER NOT NULL,
    reset_at INTEGER NOT NULL
  ) WITHOUT ROWID;`,
  'CREATE INDEX IF NOT EXISTS rate_limit_counters_reset_at_idx ON rate_limit_counters (reset_at);',
]
