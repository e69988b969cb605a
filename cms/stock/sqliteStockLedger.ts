import type { Client, InStatement } from '@libsql/client'
import { randomBytes, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { isSize } from '../../shared/sizes'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import type { PlannedEdit, StockChange, StockCounts, StockPlan } from './planStockEdit'
import { INSUFFICIENT_STOCK, STOCK_CHANGED } from './sqliteStockGuards'
import { EDIT_ATTEMPTS, KEPT_CHANGING, type EditOutcome, type ProductFields, type ReserveOutcome, type StockLedger, type StockLine } from './stockLedger'

/**
 * SQLite: every change is one write transaction (a batch: BEGIN IMMEDIATE, which also serialises
 * other processes on the same file). Conditions are checked by the database itself through the
 * guard views of cms/stock/sqliteStockGuards.ts: one failed condition aborts the whole batch, so
 * a claim and its stock, or all sizes of an edit, are written together or not at all.
 */
export class SqliteStockLedger implements StockLedger {
  constructor(private readonly payload: Pick<Payload, 'db'>) {}

  private get client(): Client {
    return (this.payload.db as unknown as { client: Client }).client
  }

  async reserve(paymentIntentId: string, lines: StockLine[]): Promise<ReserveOutcome> {
    const now = new Date().toISOString()
    const statements: InStatement[] = [
      {
        sql: 'INSERT INTO order_claims (id, payment_intent_id, state, updated_at, created_at) VALUES (?, ?, ?, ?, ?)',
        args: [randomUUID(), paymentIntentId, 'reserved', now, now],
      },
      // A size that has too few units, or no longer exists, aborts the batch: no claim, nothing taken.
      ...lines.map((line) => ({
        sql: 'INSERT INTO stock_take (product_id, size, quantity) VALUES (?, ?, ?)',
        args: [line.productId, line.size, line.quantity],
      })),
    ]
    try {
      await this.client.batch(statements, 'write')
    } catch (err) {
      if (raised(err, INSUFFICIENT_STOCK)) return { kind: 'insufficient', line: await this.firstShortLine(lines) }
      if (isUniqueViolation(err)) return { kind: 'claimed-elsewhere' }
      throw err
    }
    return { kind: 'reserved' }
  }

  async release(lines: StockLine[]): Promise<void> {
    if (lines.length === 0) return
    await this.client.batch(
      lines.map((line) => ({
        sql: 'UPDATE products_stock SET quantity = quantity + ? WHERE _parent_id = ? AND size = ?',
        args: [line.quantity, line.productId, line.size],
      })),
      'write',
    )
  }

  async editProduct(productId: string, plan: (current: StockCounts) => PlannedEdit, fields?: ProductFields): Promise<EditOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      const current = await this.storedCounts(productId)
      if (!current) return { kind: 'not-found' }
      const planned = plan(current)
      if (planned.kind === 'conflict') return { kind: 'conflict', conflicts: planned.conflicts, current }
      try {
        await this.client.batch(this.statements(productId, planned.plan, fields), 'write')
        return { kind: 'saved' }
      } catch (err) {
        // A sale (or another editor) changed a count between the read and the write: plan again.
        if (!raised(err, STOCK_CHANGED)) throw err
        if (attempt >= EDIT_ATTEMPTS) return { kind: 'conflict', conflicts: [KEPT_CHANGING], current }
      }
    }
  }

  async takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<boolean> {
    const result = await this.client.execute({
      sql: "UPDATE order_claims SET updated_at = ? WHERE payment_intent_id = ? AND state = 'reserved' AND updated_at < ?",
      args: [new Date().toISOString(), paymentIntentId, staleBefore.toISOString()],
    })
    return result.rowsAffected === 1
  }

  /** The product's counts, or null when it does not exist. */
  private async storedCounts(productId: string): Promise<StockCounts | null> {
    const { rows } = await this.client.execute({
      sql: `SELECT s.size AS size, s.quantity AS quantity FROM products p
            LEFT JOIN products_stock s ON s._parent_id = p.id WHERE p.id = ? ORDER BY s._order`,
      args: [productId],
    })
    if (rows.length === 0) return null
    const counts: StockCounts = {}
    for (const row of rows) if (isSize(row.size)) counts[row.size] = Number(row.quantity)
    return counts
  }

  private statements(productId: string, plan: StockPlan, fields: ProductFields | undefined): InStatement[] {
    const now = new Date().toISOString()
    return [
      ...plan.changes.map((change) => changeStatement(productId, change, plan.sizes.indexOf(change.size) + 1)),
      // Payload reads array rows in `_order`: keep the sizes in their canonical order.
      ...plan.sizes.map((size, index) => ({
        sql: 'UPDATE products_stock SET _order = ? WHERE _parent_id = ? AND size = ?',
        args: [index + 1, productId, size],
      })),
      fields
        ? {
            sql: 'UPDATE products SET name = ?, description = ?, price = ?, image_id = ?, updated_at = ? WHERE id = ?',
            args: [fields.name, fields.description, fields.price, fields.imageId, now, productId],
          }
        : { sql: 'UPDATE products SET updated_at = ? WHERE id = ?', args: [now, productId] },
    ]
  }

  private async firstShortLine(lines: StockLine[]): Promise<StockLine | null> {
    for (const line of lines) {
      const { rows } = await this.client.execute({
        sql: 'SELECT quantity FROM products_stock WHERE _parent_id = ? AND size = ?',
        args: [line.productId, line.size],
      })
      if (rows.length === 0 || Number(rows[0].quantity) < line.quantity) return line
    }
    return null
  }
}

function changeStatement(productId: string, change: StockChange, position: number): InStatement {
  if (change.kind === 'add') {
    return {
      sql: 'INSERT INTO stock_change (product_id, size, expected, next, row_id, position) VALUES (?, ?, NULL, ?, ?, ?)',
      // Payload's array rows carry 24-hex ids.
      args: [productId, change.size, change.quantity, randomBytes(12).toString('hex'), position],
    }
  }
  const next = change.kind === 'set' ? change.to : null
  if (change.from === null) {
    return next === null
      ? { sql: 'DELETE FROM products_stock WHERE _parent_id = ? AND size = ?', args: [productId, change.size] }
      : { sql: 'UPDATE products_stock SET quantity = ? WHERE _parent_id = ? AND size = ?', args: [next, productId, change.size] }
  }
  return {
    sql: 'INSERT INTO stock_change (product_id, size, expected, next) VALUES (?, ?, ?, ?)',
    args: [productId, change.size, change.from, next],
  }
}

function raised(err: unknown, message: string): boolean {
  return String((err as Error)?.message ?? '').includes(message)
}
