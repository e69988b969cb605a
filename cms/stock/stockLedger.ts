import type { Payload } from 'payload'

import type { Size } from '../../shared/sizes'
import { MongoStockLedger } from './mongoStockLedger'
import { mongooseStockStore } from './mongoStockStore'
import type { PlannedEdit, StockCounts } from './planStockEdit'
import { SqliteStockLedger } from './sqliteStockLedger'

/** Units of one size of one product. Unsized products are not stock-tracked and never appear here. */
export type StockLine = { productId: string; size: Size; quantity: number }

export type ReserveOutcome =
  | { kind: 'reserved' }
  /** Another request (the browser or the webhook) claimed this payment first. */
  | { kind: 'claimed-elsewhere' }
  /** Nothing was taken and no claim exists (the batch or transaction was abandoned): the caller records the rejection with its reason. */
  | { kind: 'insufficient'; line: StockLine | null }

/** The product's own fields, written together with its stock by the product form. */
export type ProductFields = { name: string; description: string | null; price: number; imageId: string }

export type EditOutcome =
  | { kind: 'saved' }
  /** Nothing was written: `conflicts` say how, `current` holds the stored counts. */
  | { kind: 'conflict'; conflicts: string[]; current: StockCounts }
  | { kind: 'not-found' }

/**
 * Stock changes that must hold with several server processes on one database: conditional
 * updates in the database, never read-then-write in this process. Payload itself never writes a
 * product's stock on update (cms/db/keepStockOutOfProductUpdates.ts): every change comes here.
 */
export interface StockLedger {
  /**
   * Records the claim on a payment and takes its sized stock, all or nothing: either the claim
   * exists and every line was taken, or nothing was taken.
   */
  reserve(paymentIntentId: string, lines: StockLine[]): Promise<ReserveOutcome>
  /** Puts units back (an order that could not be completed). */
  release(lines: StockLine[]): Promise<void>
  /**
   * Edits a product's stock (and, from the product form, its own fields): `plan` decides the
   * changes from the stored counts, which are then written only if every count a change depends
   * on is still the one it was planned from; otherwise it plans again from the new counts.
   */
  editProduct(productId: string, plan: (current: StockCounts) => PlannedEdit, fields?: ProductFields): Promise<EditOutcome>
  /** A claim left "reserved" by a process that died: the first caller to get it finishes it. */
  takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<boolean>
}

/** How often an edit is planned again when a sale changes the counts between reading and writing. */
export const EDIT_ATTEMPTS = 5
export const KEPT_CHANGING = 'the stock kept changing while saving'

export function createStockLedger(payload: Payload): StockLedger {
  return payload.db.name === 'mongoose' ? new MongoStockLedger(mongooseStockStore(payload)) : new SqliteStockLedger(payload)
}
