import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** A random UUID (version 4), made by SQLite for each row. */
const UUID = sql.raw(`lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))`)

/**
 * Issue 32: the stock history, and "notify me when it's back". An existing shop's history starts
 * here, with one `import` entry per count it holds now (each size's units, and the count of a counted
 * product without sizes), so that from the first sale on, every size's entries add up to its count.
 * One statement: the entries are all written or none.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stock_history\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`product\` text NOT NULL,
  	\`seq\` numeric NOT NULL,
  	\`size\` text,
  	\`change\` numeric NOT NULL,
  	\`after\` numeric,
  	\`reason\` text NOT NULL,
  	\`actor\` text NOT NULL,
  	\`order\` text,
  	\`payment_intent_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_history_product_idx\` ON \`stock_history\` (\`product\`);`)
  await db.run(sql`CREATE INDEX \`stock_history_payment_intent_id_idx\` ON \`stock_history\` (\`payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_history_updated_at_idx\` ON \`stock_history\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_history_created_at_idx\` ON \`stock_history\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_seq_idx\` ON \`stock_history\` (\`product\`,\`seq\`);`)
  await db.run(sql`INSERT INTO stock_history (id, product, seq, size, "change", "after", reason, actor)
    SELECT ${UUID}, product, ROW_NUMBER() OVER (PARTITION BY product ORDER BY position), size, units, units, 'import', 'migration'
    FROM (
      SELECT _parent_id AS product, _order AS position, size, quantity AS units FROM products_stock WHERE quantity > 0
      UNION ALL
      SELECT id AS product, 0 AS position, NULL AS size, stock_count AS units FROM products WHERE stock_count > 0
    )`)
  await db.run(sql`CREATE TABLE \`restock_requests\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`product\` text NOT NULL,
  	\`size\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`waiting_key\` text,
  	\`consented_at\` text NOT NULL,
  	\`consent\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`notified_at\` text,
  	\`confirmation_sent_at\` text,
  	\`token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`restock_requests_email_idx\` ON \`restock_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`restock_requests_product_idx\` ON \`restock_requests\` (\`product\`);`)
  await db.run(sql`CREATE INDEX \`restock_requests_status_idx\` ON \`restock_requests\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`restock_requests_waiting_key_idx\` ON \`restock_requests\` (\`waiting_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`restock_requests_token_idx\` ON \`restock_requests\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`restock_requests_updated_at_idx\` ON \`restock_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`restock_requests_created_at_idx\` ON \`restock_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stock_history_id\` text(36) REFERENCES stock_history(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`restock_requests_id\` text(36) REFERENCES restock_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_history_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_restock_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`restock_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stock_history\`;`)
  await db.run(sql`DROP TABLE \`restock_requests\`;`)
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
}
