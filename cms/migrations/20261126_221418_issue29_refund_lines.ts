import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancel_reason\` text;`)
  await db.run(sql`ALTER TABLE \`refunds\` ADD \`lines\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`cancel_reason\`;`)
  await db.run(sql`ALTER TABLE \`refunds\` DROP COLUMN \`lines\`;`)
}
