import { type Client, createClient } from '@libsql/client'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { STOCK_COUNT_GUARD_STATEMENTS, STOCK_GUARD_STATEMENTS } from './sqliteStockGuards'


/** The tables the ledger writes, as the migrations create them (foreign keys aside). */
const SCHEMA = [
  `CREATE TABLE products (id text PRIMARY KEY NOT NULL, name text NOT NULL, description text, price numeric DEFAULT 0 NOT NULL,
    image_id text NOT NULL, updated_at text NOT NULL, created_at text NOT NULL, hidden integer DEFAULT false, stock_count numeric)`,
  `CREATE TABLE orders_items (_order integer NOT NULL, _parent_id text NOT NULL, id text PRIMARY KEY NOT NULL, product_id text,
    product_name text NOT NULL, size text, quantity numeric NOT NULL, price_cents numeric NOT NULL, restocked_quantity numeric DEFAULT 0)`,
  `CREATE TABLE products_stock (_order integer NOT NULL, _parent_id text NOT NULL, id text PRIMARY KEY NOT NULL, size text NOT NULL,
    quantity numeric DEFAULT 0 NOT NULL)`,
  `CREATE TABLE order_claims (id text PRIMARY KEY NOT NULL, payment_intent_id text NOT NULL, state text NOT NULL, "order" text,
    reason text, updated_at text NOT NULL, created_at text NOT NULL)`,
  'CREATE UNIQUE INDEX order_claims_payment_intent_id_idx ON order_claims (payment_intent_id)',
  // Migration 20261122_100000_stock_never_negative.
  `CREATE TRIGGER products_stock_never_negative_update BEFORE UPDATE OF quantity ON products_stock
    FOR EACH ROW WHEN NEW.quantity < 0 BEGIN SELECT RAISE(ABORT, 'insufficient_stock'); END`,
]

/**
 * What the ledger promises is the StockLedger contract (tests/api/contracts/stockLedger.contract.test.ts,
 * on the real migrated schema and on MongoDB). Here: the SQLite guards underneath it refuse a negative
 * count whoever writes it, the ledger or not.
 */
describe('SQLite stock guards', () => {
  let client: Client

  beforeEach(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-'))
    client = createClient({ url: `file:${path.join(dir, 'shop.db')}` })
    for (const statement of [...SCHEMA, ...STOCK_GUARD_STATEMENTS, ...STOCK_COUNT_GUARD_STATEMENTS]) await client.execute(statement)
    const now = new Date().toISOString()
    await client.execute({
      sql: "INSERT INTO products (id, name, description, price, image_id, updated_at, created_at, stock_count) VALUES ('mug', 'Mug', NULL, 10, 'img', ?, ?, 1)",
      args: [now, now],
    })
    await client.execute("INSERT INTO products_stock VALUES (1, 'tee', 'tee-M', 'M', 1)")
  })
  afterEach(() => client.close())

  it('refuses a negative count of a size or of a product without sizes', async () => {
    await expect(client.execute("UPDATE products SET stock_count = -1 WHERE id = 'mug'")).rejects.toThrow(/insufficient_stock/)
    await expect(client.execute("UPDATE products_stock SET quantity = -1 WHERE id = 'tee-M'")).rejects.toThrow(/insufficient_stock/)
  })
})
