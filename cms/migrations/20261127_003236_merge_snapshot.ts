import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

/**
 * Only the snapshot: issue 29's columns (orders.cancel_reason, refunds.lines) come from
 * 20261126_221418_issue29_refund_lines, which sorts before issue 28's migration; this snapshot
 * describes the whole schema after both.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
