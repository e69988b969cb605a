import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`orders\` (\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`user_createdAt_idx\` ON \`orders\` (\`user_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`demo_createdAt_idx\` ON \`orders\` (\`demo\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`status_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`user_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`demo_createdAt_idx\`;`)
}
