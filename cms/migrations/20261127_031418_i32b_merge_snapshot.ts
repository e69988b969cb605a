import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// Merge of i32b (shipped, notes, timeline) with main (stock history, notify-me): the columns and
// tables come from the merged migrations; this snapshot describes the whole schema.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
