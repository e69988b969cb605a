import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * One account per e-mail address. A shop that already holds two accounts with one address stops
 * here with their usernames, rather than start without the rule: change one address in /cms, then restart.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const duplicates = await db.all<{ email: string; usernames: string }>(
    sql`SELECT email, group_concat(username, ', ') AS usernames FROM users GROUP BY email HAVING COUNT(*) > 1`,
  )
  if (duplicates.length > 0) {
    const list = duplicates.map((d) => `${d.email} (${d.usernames})`).join('; ')
    throw new Error(`E-mail addresses must be unique, but several accounts share: ${list}. Give each account its own address, then start again.`)
  }
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_email_idx\`;`)
}
