import type { Client, InStatement } from '@libsql/client'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import type { Size } from '../../shared/sizes'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import type { ReserveOutcome, StockLedger, StockLine } from './stockLedger'

/**
 * SQLite: a reservation is one write transaction (BEGIN IMMEDIATE, which also serialises other
 * processes on the same file). The trigger of migration stock_never_negative aborts it when any
 * size would go below zero, so the claim and every decrement happen together or not at all.
 */
export class SqliteStockLedger implements StockLedger {
  constructor(private readonly payload: Payload) {}

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
      ...lines.map((line) => ({
        sql: 'UPDATE products_stock SET quantity = quantity - ? WHERE _parent_id = ? AND size = ?',
        args: [line.quantity, line.productId, line.size],
      })),
    ]
    let results
    try {
      results = await this.client.batch(statements, 'write')
    } catch (err) {
      if (/insufficient_stock/.test(String((err as Error).message))) {
        return { kind: 'insufficient', line: await this.firstShortLine(lines) }
      }
      if (isUniqueViolation(err)) return { kind: 'claimed-elsewhere' }
      throw err
    }
    // A size removed between pricing and now matches no row: undo the others and refuse.
    const missing = lines.filter((_, i) => results[i + 1].rowsAffected !== 1)
    if (missing.length > 0) {
      await this.release(lines.filter((line) => !missing.includes(line)))
      return { kind: 'insufficient', line: missing[0] }
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

  async setStock(productId: string, quantities: Partial<Record<Size, number>>): Promise<void> {
    const now = new Date().toISOString()
    await this.client.batch(
      [
        ...Object.entries(quantities).map(([size, quantity]) => ({
          sql: 'UPDATE products_stock SET quantity = ? WHERE _parent_id = ? AND size = ?',
          args: [quantity as number, productId, size],
        })),
        { sql: 'UPDATE products SET updated_at = ? WHERE id = ?', args: [now, productId] },
      ],
      'write',
    )
  }

  async takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<boolean> {
    const result = await this.client.execute({
      sql: "UPDATE order_claims SET updated_at = ? WHERE payment_intent_id = ? AND state = 'reserved' AND updated_at < ?",
      args: [new Date().toISOString(), paymentIntentId, staleBefore.toISOString()],
    })
    return result.rowsAffected === 1
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
