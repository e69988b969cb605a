import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Merge of issue 31 (promotions) with issue 29 (refund lines, cancel reason): no statements. Its
 * snapshot JSON describes the whole schema; the columns come from the merged migrations.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
