import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { DROP_STOCK_GUARD_STATEMENTS, STOCK_GUARD_STATEMENTS } from '../stock/sqliteStockGuards'

/**
 * Conditional stock writes checked by the database (issue 10): an order's reservation aborts when
 * a size has too few units or is gone, and an admin's edit aborts when a count is no longer the
 * one it started from. See cms/stock/sqliteStockGuards.ts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of STOCK_GUARD_STATEMENTS) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of DROP_STOCK_GUARD_STATEMENTS) await db.run(sql.raw(statement))
}
