import type { InStatement, ResultSet } from '@libsql/client'
import { randomUUID } from 'node:crypto'

import { isSize, type Size } from '@shared/sizes'
import type { EntryCause, StockMovement } from './stockLedger'

/**
 * The count an entry reads, as `units`: a size's row, or the count of a product without sizes
 * (`counted`: only while it is counted; `count`: counted or not, NULL when not). No row, no entry.
 */
export type EntrySource = { productId: string; size: Size | null; counted?: boolean }

/**
 * One stock history entry, written by a statement of the ledger's own batch, so the entry and the
 * change it records commit together or not at all. `change` and `after` are SQL over `units` (the
 * count as the statement reads it: before the change when the entry comes first, after it when it
 * comes second) and the named arguments in `args`; `when` adds a condition. The entry's position
 * in the product's history is one more than the last (the batch holds the file's write lock, and
 * the unique (product, seq) index would refuse a second one anyway). The inserted entry comes back
 * (RETURNING), tagged, so the batch's results say what changed.
 */
export function entryStatement(
  source: EntrySource,
  expressions: { change: string; after: string; when?: string; args?: Record<string, string | number | null> },
  cause: EntryCause,
  now: string,
): InStatement {
  const from =
    source.size !== null
      ? 'SELECT quantity AS units FROM products_stock WHERE _parent_id = :product AND size = :size'
      : `SELECT stock_count AS units FROM products WHERE id = :product${source.counted === false ? '' : ' AND stock_count IS NOT NULL'}`
  return {
    sql: `INSERT INTO stock_history (id, product, seq, size, "change", "after", reason, actor, "order", payment_intent_id, updated_at, created_at)
      SELECT :id, :product, (SELECT COALESCE(MAX(seq), 0) + 1 FROM stock_history WHERE product = :product), :size,
        ${expressions.change}, ${expressions.after}, :reason, :actor, :orderId, :paymentIntentId, :now, :now
      FROM (${from})${expressions.when ? ` WHERE ${expressions.when}` : ''}
      RETURNING product AS history_product, size AS history_size, "change" AS history_change, "after" AS history_after`,
    args: {
      ...expressions.args,
      id: randomUUID(),
      product: source.productId,
      size: source.size,
      reason: cause.reason,
      actor: cause.actor,
      orderId: cause.orderId ?? null,
      paymentIntentId: cause.paymentIntentId ?? null,
      now,
    },
  }
}

/** An entry written after its change: `change` units, and the count the change left; only `if` its condition holds. */
export function changedBy(
  source: EntrySource,
  change: number,
  cause: EntryCause,
  now: string,
  only?: { when: string; args: Record<string, string> },
): InStatement {
  return entryStatement(source, { change: ':change', after: 'units', when: only?.when, args: { ...only?.args, change } }, cause, now)
}

/**
 * An entry written before its write sets the count to `to` (null: the size is removed, or the product
 * stops being counted): nothing when it is already that. A size removed at 0 is recorded (the size
 * went); a product's own count only when its units change (starting or stopping to count at 0 is none).
 */
export function settingTo(source: EntrySource, to: number | null, cause: EntryCause, now: string): InStatement {
  const when = source.size === null ? 'units IS NOT :to AND COALESCE(:to, 0) <> COALESCE(units, 0)' : 'units IS NOT :to'
  return entryStatement(source, { change: 'COALESCE(:to, 0) - COALESCE(units, 0)', after: ':to', when, args: { to } }, cause, now)
}

/** The movements a batch's entries recorded, in the order written. */
export function movementsOf(results: ResultSet[]): StockMovement[] {
  return results.flatMap((result) =>
    result.rows
      .filter((row) => row.history_product !== undefined)
      .map((row) => ({
        productId: String(row.history_product),
        size: isSize(row.history_size) ? row.history_size : null,
        change: Number(row.history_change),
        after: row.history_after === null ? null : Number(row.history_after),
      })),
  )
}
