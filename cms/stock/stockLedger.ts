import type { Payload } from 'payload'

import type { Size } from '../../shared/sizes'
import { MongoStockLedger } from './mongoStockLedger'
import { SqliteStockLedger } from './sqliteStockLedger'

/** Units of one size of one product. Unsized products are not stock-tracked and never appear here. */
export type StockLine = { productId: string; size: Size; quantity: number }

export type ReserveOutcome =
  | { kind: 'reserved' }
  /** Another request (the browser or the webhook) claimed this payment first. */
  | { kind: 'claimed-elsewhere' }
  | { kind: 'insufficient'; line: StockLine | null }

/**
 * Stock changes that must hold with several server processes on one database: conditional
 * updates in the database, never read-then-write in this process.
 */
export interface StockLedger {
  /**
   * Records the claim on a payment and takes its sized stock, all or nothing: either the claim
   * exists and every line was taken, or nothing changed (or, for insufficient stock, nothing was taken).
   */
  reserve(paymentIntentId: string, lines: StockLine[]): Promise<ReserveOutcome>
  /** Puts units back (an order that could not be completed). */
  release(lines: StockLine[]): Promise<void>
  /** Sets the units of existing sizes, for the inline inventory editor. */
  setStock(productId: string, quantities: Partial<Record<Size, number>>): Promise<void>
  /** A claim left "reserved" by a process that died: the first caller to get it finishes it. */
  takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<boolean>
}

export function createStockLedger(payload: Payload): StockLedger {
  return payload.db.name === 'mongoose' ? new MongoStockLedger(payload) : new SqliteStockLedger(payload)
}
