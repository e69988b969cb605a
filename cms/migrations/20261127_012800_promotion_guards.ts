import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { DROP_PROMOTION_GUARD_STATEMENTS, PROMOTION_GUARD_STATEMENTS } from '../stock/sqliteStockGuards'

/** Issue 31: a promo code's use is claimed and given back by the database itself (cms/stock/sqliteStockGuards.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of PROMOTION_GUARD_STATEMENTS) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of DROP_PROMOTION_GUARD_STATEMENTS) await db.run(sql.raw(statement))
}
