import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Merge of issue 31 (promotions) with main's paged order lists (i30a): no statements. Its snapshot
 * JSON describes the whole schema; the orders' list indexes come from 20261127_020015_order_list_indexes.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
