import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

/**
 * Only the snapshot: issue 32's tables (stock_history, restock_requests) come from main's
 * 20261127_003154_issue32_stock_history, and issue 27's giving columns from 20261127_022716_giving;
 * this snapshot describes the whole schema after both.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
