import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Merge of issue 31 (promotions) with main's issue 32 shipping and notes (order_events, shipped
 * columns): no statements. Its snapshot JSON describes the whole schema; the tables and columns come
 * from the merged migrations (20261127_012705_promotions, 20261127_020119_issue32_shipping_notes).
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
