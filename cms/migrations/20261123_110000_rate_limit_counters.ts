import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { RATE_LIMIT_TABLE_DDL } from '../limits/rateLimitTable'

/**
 * Throttling counters shared by every process on this database (cms/limits/sqliteLimitStore.ts):
 * one row per key and window; ended windows are deleted as they are found.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of RATE_LIMIT_TABLE_DDL) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS rate_limit_counters;`)
}
