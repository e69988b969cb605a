import type { Size } from './sizes'

/**
 * Why a count changed (issue 32): a sale, a refund or a cancellation putting units back (or a failed
 * refund taking them off sale again), an administrator's edit, or counts brought in from outside the
 * shop's screens (the demo seed, the migration that started the history of an existing shop).
 */
export const STOCK_REASONS = ['sale', 'refund', 'cancel', 'edit', 'import'] as const
export type StockReason = (typeof STOCK_REASONS)[number]

/** One change of one size's count (size null: the count of a product without sizes). */
export type ApiStockHistoryEntry = {
  /** When, ISO 8601. */
  at: string
  size: Size | null
  /** Units added (positive) or taken (negative). */
  change: number
  /** The count right after the change; null when the size stopped being offered or the product stopped being counted. */
  after: number | null
  reason: StockReason
  /** Who: the administrator's username, the order ("order #1a2b3c4d"), or "checkout" / "seed" / "migration". */
  actor: string
  orderId: string | null
}

/** GET /api/admin/products/{id}/stock-history: newest first; `nextCursor` asks for the page after this one (null: none). */
export type ApiStockHistory = { entries: ApiStockHistoryEntry[]; nextCursor: string | null }

/** Entries per page of the stock history. */
export const STOCK_HISTORY_PAGE_SIZE = 50

/** Words for each reason, as the History view shows them. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  sale: 'Sale',
  refund: 'Refund',
  cancel: 'Cancelled',
  edit: 'Edit',
  import: 'Import',
}
