import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// Merge of i30a (order list indexes) with i32b (shipped, notes, timeline): the indexes come from
// 20261127_020015_order_list_indexes; this snapshot describes the whole schema.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
