import type { Client, InStatement, ResultSet } from '@libsql/client'
import { randomBytes, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { isSize } from '@shared/sizes'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { sqliteClient } from '../db/drivers'
import type { CountChange, PlannedEdit, StockChange, StockCounts, StockPlan } from './planStockEdit'
import { changedBy, movementsOf, settingTo } from './sqliteStockHistory'
import { INSUFFICIENT_STOCK, NOTHING_TO_RETURN, PROMOTION_EMAIL_USED, PROMOTION_USED_UP, STOCK_CHANGED } from './sqliteStockGuards'
import {
  CHECKOUT_ACTOR,
  EDIT_ATTEMPTS,
  KEPT_CHANGING,
  orderActor,
  type EditOutcome,
  type EntryCause,
  type ProductFields,
  type PromotionUse,
  type ReserveOutcome,
  type ReturnLine,
  type ReturnOutcome,
  type StockCause,
  type StockLedger,
  type StockLedgerOptions,
  type StockLevel,
  type StockLine,
  type TakeBackLine,
} from './stockLedger'

/**
 * SQLite: every change is one write transaction (a batch: BEGIN IMMEDIATE, which also serialises
 * other processes on the same file). Conditions are checked by the database itself through the
 * guard views of cms/stock/sqliteStockGuards.ts: one failed condition aborts the whole batch, so
 * a claim and its stock, or all sizes of an edit, are written together or not at all. Each change's
 * stock history entry is a statement of the same batch (cms/stock/sqliteStockHistory.ts).
 */
export class SqliteStockLedger implements StockLedger {
  constructor(
    private readonly payload: Pick<Payload, 'db'>,
    private readonly options: StockLedgerOptions = {},
  ) {}

  /** Runs one write batch and tells the listener what its history entries recorded. */
  private async write(statements: InStatement[]): Promise<ResultSet[]> {
    const results = await this.client.batch(statements, 'write')
    const movements = movementsOf(results)
    if (movements.length > 0) this.options.onChange?.(movements)
    return results
  }

  private get client(): Client {
    return sqliteClient(this.payload)
  }

  async reserve(paymentIntentId: string, lines: StockLine[], draft: Record<string, unknown> | null = null, promotion: PromotionUse | null = null): Promise<ReserveOutcome> {
    const now = new Date().toISOString()
    const sale: EntryCause = { reason: 'sale', actor: CHECKOUT_ACTOR, paymentIntentId }
    const statements: InStatement[] = [
      {
        sql: 'INSERT INTO order_claims (id, payment_intent_id, state, lease, draft, takeovers, refund_pending, updated_at, created_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?)',
        args: [randomUUID(), paymentIntentId, 'reserved', randomUUID(), draft ? JSON.stringify(draft) : null, now, now],
      },
      // A line with too few units (or whose size or product is gone) aborts the batch: no claim,
      // nothing taken. Each take is followed by its history entry, which returns the count it left
      // (none for a product whose units are not counted).
      ...lines.flatMap((line) => [
        {
          sql: 'INSERT INTO stock_take (product_id, size, quantity) VALUES (?, ?, ?)',
          args: [line.productId, line.size, line.quantity],
        },
        changedBy(line, -line.quantity, sale, now),
      ]),
      // The promo code's use, in the same transaction: no use left aborts the batch like a missing unit.
      ...(promotion ? [{ sql: 'INSERT INTO promotion_take (promotion_id, email_key) VALUES (?, ?)', args: [promotion.promotionId, promotion.email] }] : []),
    ]
    let results: ResultSet[]
    try {
      results = await this.write(statements)
    } catch (err) {
      if (raised(err, INSUFFICIENT_STOCK)) return { kind: 'insufficient', line: await this.firstShortLine(lines) }
      if (raised(err, PROMOTION_USED_UP)) return { kind: 'promotion-refused', reason: 'used-up' }
      if (raised(err, PROMOTION_EMAIL_USED)) return { kind: 'promotion-refused', reason: 'email-used' }
      if (isUniqueViolation(err)) return { kind: 'claimed-elsewhere' }
      throw err
    }
    const levels: StockLevel[] = lines.flatMap((line, index) => {
      const after = results[2 + index * 2]?.rows[0]?.history_after
      if (after === null || after === undefined) return []
      return [{ productId: line.productId, size: line.size, before: Number(after) + line.quantity, after: Number(after) }]
    })
    return { kind: 'reserved', levels }
  }

  async returnUnits(orderId: string, lines: ReturnLine[], cause: StockCause): Promise<ReturnOutcome> {
    if (lines.length === 0) return { kind: 'returned' }
    const now = new Date().toISOString()
    const entry: EntryCause = { ...cause, orderId }
    try {
      await this.write([
        // Conditional on the units already back as the caller read them (as on MongoDB): a return
        // planned from a read another return has overtaken (the same refund request answered by
        // two processes at once) puts nothing back. A line that changed inserts a zero-unit row,
        // which the view's trigger refuses, and the whole batch with it.
        ...lines.map((line) => ({
          sql: 'INSERT INTO stock_return (order_id, item_id, quantity) SELECT ?, ?, 0 WHERE NOT EXISTS (SELECT 1 FROM orders_items WHERE _parent_id = ? AND id = ? AND COALESCE(restocked_quantity, 0) = ?)',
          args: [orderId, line.itemId, orderId, line.itemId, line.alreadyReturned],
        })),
        ...lines.flatMap((line) => [
          { sql: 'INSERT INTO stock_return (order_id, item_id, quantity) VALUES (?, ?, ?)', args: [orderId, line.itemId, line.quantity] },
          // The units went into the line's size (or count) when it still exists; then so does the entry.
          ...(line.productId ? [changedBy({ productId: line.productId, size: line.size }, line.quantity, entry, now)] : []),
        ]),
      ])
    } catch (err) {
      if (raised(err, NOTHING_TO_RETURN)) return { kind: 'too-many' }
      throw err
    }
    return { kind: 'returned' }
  }

  async release(lines: StockLine[], cause: StockCause): Promise<void> {
    if (lines.length === 0) return
    const now = new Date().toISOString()
    await this.write(lines.flatMap((line) => [putBack(line), changedBy(line, line.quantity, cause, now)]))
  }

  async editProduct(productId: string, plan: (current: StockCounts, count: number | null) => PlannedEdit, cause: StockCause, fields?: ProductFields): Promise<EditOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      const stored = await this.storedCounts(productId)
      if (!stored) return { kind: 'not-found' }
      const { sizes: current, count } = stored
      const planned = plan(current, count)
      if (planned.kind === 'conflict') return { kind: 'conflict', conflicts: planned.conflicts, current, count }
      try {
        await this.write(this.statements(productId, planned.plan, cause, fields))
        return { kind: 'saved' }
      } catch (err) {
        // A sale (or another editor) changed a count between the read and the write: plan again.
        if (!raised(err, STOCK_CHANGED)) throw err
        if (attempt >= EDIT_ATTEMPTS) return { kind: 'conflict', conflicts: [KEPT_CHANGING], current, count }
      }
    }
  }

  async takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<string | null> {
    const lease = randomUUID()
    const result = await this.client.execute({
      sql: "UPDATE order_claims SET lease = ?, takeovers = COALESCE(takeovers, 0) + 1, updated_at = ? WHERE payment_intent_id = ? AND state = 'reserved' AND updated_at < ?",
      args: [lease, new Date().toISOString(), paymentIntentId, staleBefore.toISOString()],
    })
    return result.rowsAffected === 1 ? lease : null
  }

  async rejectHeldClaim(paymentIntentId: string, lease: string, reason: string, lines: StockLine[], promotion: PromotionUse | null = null): Promise<boolean> {
    // One batch: the claim turns rejected only while this caller holds it, and each line's units go
    // back only if this very statement rejected it (the claim then carries this batch's own token).
    const rejection = `rejected:${randomUUID()}`
    const now = new Date().toISOString()
    const rejectedHere = "EXISTS (SELECT 1 FROM order_claims WHERE payment_intent_id = :pi AND state = 'rejected' AND lease = :rejection)"
    const here = { pi: paymentIntentId, rejection }
    const cancelled: EntryCause = { reason: 'cancel', actor: CHECKOUT_ACTOR, paymentIntentId }
    const results = await this.write([
      {
        sql: "UPDATE order_claims SET state = 'rejected', reason = ?, refund_pending = 1, lease = ?, updated_at = ? WHERE payment_intent_id = ? AND state = 'reserved' AND lease = ?",
        args: [reason, rejection, now, paymentIntentId, lease],
      },
      ...lines.flatMap((line) => {
        const back = putBack(line)
        return [
          { sql: `${back.sql} AND ${rejectedHere}`, args: { ...back.args, ...here } },
          changedBy(line, line.quantity, cancelled, now, { when: rejectedHere, args: here }),
        ]
      }),
      // The promotion use it claimed goes back only if this very statement rejected the claim.
      ...(promotion
        ? [{ sql: `INSERT INTO promotion_give_back (promotion_id, email_key) SELECT :promotion, :email WHERE ${rejectedHere}`, args: { promotion: promotion.promotionId, email: promotion.email, ...here } }]
        : []),
    ])
    return results[0]?.rowsAffected === 1
  }

  async returnPromotionUse(orderId: string): Promise<void> {
    // One batch: the use goes back only while the order has not given it back yet, and it is marked given back.
    await this.client.batch(
      [
        {
          sql: 'INSERT INTO promotion_give_back (promotion_id, email_key) SELECT promotion_id, promotion_email FROM orders WHERE id = ? AND promotion_id IS NOT NULL AND COALESCE(promotion_returned, 0) = 0',
          args: [orderId],
        },
        { sql: 'UPDATE orders SET promotion_returned = 1 WHERE id = ? AND promotion_id IS NOT NULL', args: [orderId] },
      ],
      'write',
    )
  }

  async takeBackUnits(orderId: string, lines: TakeBackLine[]): Promise<number[]> {
    const taken: number[] = []
    const refund: EntryCause = { reason: 'refund', actor: orderActor(orderId), orderId }
    for (const line of lines) {
      for (let attempt = 1; ; attempt += 1) {
        // Units on sale now: a size or product gone has none; an uncounted product never runs out.
        const onSale = line.productId ? await this.unitsOnSale(line.productId, line.size) : 0
        const take = Math.min(onSale ?? line.quantity, line.quantity)
        try {
          await this.write([
            {
              sql: 'UPDATE orders_items SET restocked_quantity = MAX(COALESCE(restocked_quantity, 0) - ?, 0) WHERE _parent_id = ? AND id = ?',
              args: [line.quantity, orderId, line.itemId],
            },
            ...(take > 0 && onSale !== null && line.productId
              ? [
                  { sql: 'INSERT INTO stock_take (product_id, size, quantity) VALUES (?, ?, ?)', args: [line.productId, line.size, take] },
                  changedBy({ productId: line.productId, size: line.size }, -take, refund, new Date().toISOString()),
                ]
              : []),
          ])
          taken.push(take)
          break
        } catch (err) {
          // A sale took some of them between the count and the take: count again.
          if (!raised(err, INSUFFICIENT_STOCK) || attempt >= EDIT_ATTEMPTS) throw err
        }
      }
    }
    return taken
  }

  /** Units of a size (or of a product without sizes) on sale now: 0 when it is gone, null when it is not counted. */
  private async unitsOnSale(productId: string, size: StockLine['size']): Promise<number | null> {
    const { rows } = await this.client.execute(
      size === null
        ? { sql: 'SELECT stock_count AS quantity FROM products WHERE id = ?', args: [productId] }
        : { sql: 'SELECT quantity FROM products_stock WHERE _parent_id = ? AND size = ?', args: [productId, size] },
    )
    if (rows.length === 0) return 0
    return rows[0].quantity === null || rows[0].quantity === undefined ? null : Number(rows[0].quantity)
  }

  async completeClaim(paymentIntentId: string, orderId: string): Promise<void> {
    await this.client.batch(
      [
        {
          sql: "UPDATE order_claims SET state = 'completed', \"order\" = ?, updated_at = ? WHERE payment_intent_id = ?",
          args: [orderId, new Date().toISOString(), paymentIntentId],
        },
        {
          sql: "UPDATE stock_history SET \"order\" = ?, actor = ? WHERE payment_intent_id = ? AND reason = 'sale' AND \"order\" IS NULL",
          args: [orderId, orderActor(orderId), paymentIntentId],
        },
      ],
      'write',
    )
  }

  /** The product's counts per size and its own count, or null when it does not exist. */
  private async storedCounts(productId: string): Promise<{ sizes: StockCounts; count: number | null } | null> {
    const { rows } = await this.client.execute({
      sql: `SELECT s.size AS size, s.quantity AS quantity, p.stock_count AS count FROM products p
            LEFT JOIN products_stock s ON s._parent_id = p.id WHERE p.id = ? ORDER BY s._order`,
      args: [productId],
    })
    if (rows.length === 0) return null
    const sizes: StockCounts = {}
    for (const row of rows) if (isSize(row.size)) sizes[row.size] = Number(row.quantity)
    return { sizes, count: rows[0].count === null || rows[0].count === undefined ? null : Number(rows[0].count) }
  }

  private statements(productId: string, plan: StockPlan, cause: StockCause, fields: ProductFields | undefined): InStatement[] {
    const now = new Date().toISOString()
    return [
      // Each change with its entry: a size added reads its new row afterwards; a count set or a size
      // removed is recorded from the count it replaces, just before (the same batch: the count read is the one replaced).
      ...plan.changes.flatMap((change) => {
        const write = changeStatement(productId, change, plan.sizes.indexOf(change.size) + 1)
        const source = { productId, size: change.size }
        if (change.kind === 'add') return [write, changedBy(source, change.quantity, cause, now)]
        return [settingTo(source, change.kind === 'set' ? change.to : null, cause, now), write]
      }),
      ...(plan.count ? [settingTo({ productId, size: null, counted: false }, plan.count.to, cause, now), countStatement(productId, plan.count)] : []),
      // Payload reads array rows in `_order`: keep the sizes in their canonical order.
      ...plan.sizes.map((size, index) => ({
        sql: 'UPDATE products_stock SET _order = ? WHERE _parent_id = ? AND size = ?',
        args: [index + 1, productId, size],
      })),
      fields
        ? {
            sql: 'UPDATE products SET name = ?, description = ?, price = ?, fair_market_value = ?, image_id = ?, updated_at = ? WHERE id = ?',
            args: [fields.name, fields.description, fields.price, fields.fairMarketValue ?? null, fields.imageId, now, productId],
          }
        : { sql: 'UPDATE products SET updated_at = ? WHERE id = ?', args: [now, productId] },
    ]
  }

  private async firstShortLine(lines: StockLine[]): Promise<StockLine | null> {
    for (const line of lines) {
      const { rows } = await this.client.execute(
        line.size === null
          ? { sql: 'SELECT COALESCE(stock_count, 1000000000) AS quantity FROM products WHERE id = ?', args: [line.productId] }
          : { sql: 'SELECT quantity FROM products_stock WHERE _parent_id = ? AND size = ?', args: [line.productId, line.size] },
      )
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

function countStatement(productId: string, change: CountChange): InStatement {
  if (change.from === 'any') return { sql: 'UPDATE products SET stock_count = ? WHERE id = ?', args: [change.to, productId] }
  return { sql: 'INSERT INTO stock_count_change (product_id, expected, next) VALUES (?, ?, ?)', args: [productId, change.from, change.to] }
}

/** Puts a line's units back: into its size while offered, or the product's count while counted. */
function putBack(line: StockLine): { sql: string; args: Record<string, string | number> } {
  return line.size === null
    ? { sql: 'UPDATE products SET stock_count = stock_count + :quantity WHERE id = :product AND stock_count IS NOT NULL', args: { quantity: line.quantity, product: line.productId } }
    : {
        sql: 'UPDATE products_stock SET quantity = quantity + :quantity WHERE _parent_id = :product AND size = :size',
        args: { quantity: line.quantity, product: line.productId, size: line.size },
      }
}

function raised(err: unknown, message: string): boolean {
  return String((err as Error)?.message ?? '').includes(message)
}
