import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Snapshot only: the indexes come from 20261127_020015_order_list_indexes (merge of issues 30 and 32).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Snapshot only.
}
