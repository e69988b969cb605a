import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`giving\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`organization_name\` text,
  	\`ein\` text,
  	\`fee_mode\` text DEFAULT 'required',
  	\`donations_enabled\` integer DEFAULT true,
  	\`donation_presets\` text DEFAULT '["5.00","10.00","25.00"]',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`products\` ADD \`fair_market_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`value_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`donation_cents\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`fee_is_contribution\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`giving\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`fair_market_value\`;`)
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`value_cents\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`donation_cents\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`fee_is_contribution\`;`)
}
