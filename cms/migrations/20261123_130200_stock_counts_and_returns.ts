import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { DROP_STOCK_COUNT_GUARD_STATEMENTS, STOCK_COUNT_GUARD_STATEMENTS } from '../stock/sqliteStockGuards'

/**
 * Issue 13: products without sizes may be counted, and units of a refunded or cancelled order go
 * back on sale, both checked by the database itself (see cms/stock/sqliteStockGuards.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of STOCK_COUNT_GUARD_STATEMENTS) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of DROP_STOCK_COUNT_GUARD_STATEMENTS) await db.run(sql.raw(statement))
}
