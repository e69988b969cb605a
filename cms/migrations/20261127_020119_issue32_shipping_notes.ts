import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`order_events\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`order_id\` text(36) NOT NULL,
  	\`kind\` text NOT NULL,
  	\`text\` text,
  	\`from_status\` text,
  	\`to_status\` text,
  	\`actor_id\` text(36),
  	\`actor_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`order_events_order_idx\` ON \`order_events\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`order_events_actor_idx\` ON \`order_events\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`order_events_updated_at_idx\` ON \`order_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`order_events_created_at_idx\` ON \`order_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipped_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`carrier\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`tracking_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`note\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`order_events_id\` text(36) REFERENCES order_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_events_id_idx\` ON \`payload_locked_documents_rels\` (\`order_events_id\`);`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`ready_message\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`order_events\`;`)
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
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipped_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`carrier\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`tracking_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`note\`;`)
  await db.run(sql`ALTER TABLE \`notifications\` DROP COLUMN \`ready_message\`;`)
}
