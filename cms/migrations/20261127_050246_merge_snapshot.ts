import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

/**
 * Only the snapshot: issue 27's giving table and columns come from 20261127_022716_giving, issues
 * 30, 31 and 32's from main's migrations; this snapshot describes the whole schema after all of them.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
