import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Merge of issue 31 (promotions) with issue 32 (stock history, restock requests): no statements.
 * Its snapshot JSON describes the whole schema; the tables and columns come from the merged
 * migrations (20261127_003154_issue32_stock_history, 20261127_012705_promotions).
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
