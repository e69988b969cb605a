import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`promotions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`code_key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`value\` numeric DEFAULT 0 NOT NULL,
  	\`min_subtotal_cents\` numeric,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`usage_limit\` numeric,
  	\`per_email_limit\` numeric,
  	\`active\` integer DEFAULT true,
  	\`uses\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_code_key_idx\` ON \`promotions\` (\`code_key\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promotion_uses\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`promotion\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`promotion_uses_key_idx\` ON \`promotion_uses\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`promotion_uses_promotion_idx\` ON \`promotion_uses\` (\`promotion\`);`)
  await db.run(sql`CREATE INDEX \`promotion_uses_updated_at_idx\` ON \`promotion_uses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotion_uses_created_at_idx\` ON \`promotion_uses\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`promo_code\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`discount_cents\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`promotion_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`promotion_email\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`promotion_returned\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`orders_promotion_id_idx\` ON \`orders\` (\`promotion_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`promotions_id\` text(36) REFERENCES promotions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`promotion_uses_id\` text(36) REFERENCES promotion_uses(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotion_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`promotion_uses_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotion_uses\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` text(36),
  	\`orders_id\` text(36),
  	\`refunds_id\` text(36),
  	\`users_id\` text(36),
  	\`media_id\` text(36),
  	\`carts_id\` text(36),
  	\`order_claims_id\` text(36),
  	\`checkout_intents_id\` text(36),
  	\`processed_events_id\` text(36),
  	\`demo_payment_intents_id\` text(36),
  	\`outbox_id\` text(36),
  	\`subscribers_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refunds_id\`) REFERENCES \`refunds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_claims_id\`) REFERENCES \`order_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`checkout_intents_id\`) REFERENCES \`checkout_intents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`processed_events_id\`) REFERENCES \`processed_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demo_payment_intents_id\`) REFERENCES \`demo_payment_intents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "orders_id", "refunds_id", "users_id", "media_id", "carts_id", "order_claims_id", "checkout_intents_id", "processed_events_id", "demo_payment_intents_id", "outbox_id", "subscribers_id") SELECT "id", "order", "parent_id", "path", "products_id", "orders_id", "refunds_id", "users_id", "media_id", "carts_id", "order_claims_id", "checkout_intents_id", "processed_events_id", "demo_payment_intents_id", "outbox_id", "subscribers_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refunds_id_idx\` ON \`payload_locked_documents_rels\` (\`refunds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`order_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkout_intents_id_idx\` ON \`payload_locked_documents_rels\` (\`checkout_intents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_processed_events_id_idx\` ON \`payload_locked_documents_rels\` (\`processed_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demo_payment_intents_id_idx\` ON \`payload_locked_documents_rels\` (\`demo_payment_intents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`DROP INDEX \`orders_promotion_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`promo_code\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`discount_cents\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`promotion_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`promotion_email\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`promotion_returned\`;`)
}
