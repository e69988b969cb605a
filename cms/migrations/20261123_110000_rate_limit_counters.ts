import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Throttling counters shared by every process on this database (cms/limits/sqliteLimitStore.ts):
 * one row per key and window; ended windows are deleted as they are found.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS rate_limit_counters (
    key TEXT PRIMARY KEY NOT NULL,
    count INTEGER NOT NULL,
    reset_at INTEGER NOT NULL
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS rate_limit_counters_reset_at_idx ON rate_limit_counters (reset_at);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS rate_limit_counters;`)
}
