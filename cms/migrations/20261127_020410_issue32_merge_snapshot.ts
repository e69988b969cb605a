import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

/**
 * Only the snapshot: issue 32's tables (stock_history, restock_requests) come from
 * 20261127_003154_issue32_stock_history, which sorts before main's 20261127_003236_merge_snapshot;
 * this snapshot describes the whole schema after both.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
