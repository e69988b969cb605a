import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`checkout_intents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`intent_id\` text NOT NULL,
  	\`secret_hash\` text NOT NULL,
  	\`user_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`checkout_intents_intent_id_idx\` ON \`checkout_intents\` (\`intent_id\`);`)
  await db.run(sql`CREATE INDEX \`checkout_intents_updated_at_idx\` ON \`checkout_intents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`checkout_intents_created_at_idx\` ON \`checkout_intents\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`refunds\` ADD \`request_hash\` text;`)
  await db.run(sql`ALTER TABLE \`order_claims\` ADD \`lease\` text;`)
  await db.run(sql`ALTER TABLE \`order_claims\` ADD \`draft\` text;`)
  await db.run(sql`ALTER TABLE \`order_claims\` ADD \`takeovers\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`order_claims\` ADD \`refund_pending\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`checkout_intents_id\` text(36) REFERENCES checkout_intents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkout_intents_id_idx\` ON \`payload_locked_documents_rels\` (\`checkout_intents_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`checkout_intents\`;`)
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
  	FOREIGN KEY (\`processed_events_id\`) REFERENCES \`processed_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demo_payment_intents_id\`) REFERENCES \`demo_payment_intents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "orders_id", "refunds_id", "users_id", "media_id", "carts_id", "order_claims_id", "processed_events_id", "demo_payment_intents_id", "outbox_id", "subscribers_id") SELECT "id", "order", "parent_id", "path", "products_id", "orders_id", "refunds_id", "users_id", "media_id", "carts_id", "order_claims_id", "processed_events_id", "demo_payment_intents_id", "outbox_id", "subscribers_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_processed_events_id_idx\` ON \`payload_locked_documents_rels\` (\`processed_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demo_payment_intents_id_idx\` ON \`payload_locked_documents_rels\` (\`demo_payment_intents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`ALTER TABLE \`refunds\` DROP COLUMN \`request_hash\`;`)
  await db.run(sql`ALTER TABLE \`order_claims\` DROP COLUMN \`lease\`;`)
  await db.run(sql`ALTER TABLE \`order_claims\` DROP COLUMN \`draft\`;`)
  await db.run(sql`ALTER TABLE \`order_claims\` DROP COLUMN \`takeovers\`;`)
  await db.run(sql`ALTER TABLE \`order_claims\` DROP COLUMN \`refund_pending\`;`)
}
