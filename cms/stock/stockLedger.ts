import { orderNumber } from '@shared/orderNumber'
import type { Size } from '@shared/sizes'
import type { StockReason } from '@shared/stockHistory'

import type { PlannedEdit, StockCounts } from './planStockEdit'

/**
 * Units of one product: of one size, or (size null) of a product without sizes, which is counted
 * when its count is set and never runs out when it is not.
 */
export type StockLine = { productId: string; size: Size | null; quantity: number }

/** A counted line's units before and after a sale: what the low-stock alert compares with its level. */
export type StockLevel = { productId: string; size: Size | null; before: number; after: number }

/**
 * Why a count changes and who changes it, written with the change into the stock history (issue 32):
 * the administrator's username, or the order. The ledger names the checkout's own changes itself.
 */
export type StockCause = { reason: StockReason; actor: string; orderId?: string | null }

/** What a history entry says besides its numbers. `paymentIntentId`: a sale's, so its order can be filled in once written. */
export type EntryCause = StockCause & { paymentIntentId?: string | null }

/**
 * A change the ledger wrote, as its history entry says: `after` null when the size stopped being
 * offered (or the product stopped being counted). Handed to the ledger's `onChange` once written.
 */
export type StockMovement = { productId: string; size: Size | null; change: number; after: number | null }

export type StockLedgerOptions = {
  /** Called after every committed change with its movements (the restock notices listen: cms/restock). Must not throw. */
  onChange?: (movements: StockMovement[]) => void
}

/** The actor of the checkout's own changes, until the sale's order exists (then `order #…`). */
export const CHECKOUT_ACTOR = 'checkout'

export function orderActor(orderId: string): string {
  return `order #${orderNumber(orderId)}`
}

/** Units of one order line going back on sale (a refund or a cancellation). */
export type ReturnLine = {
  itemId: string
  productId: string | null
  size: Size | null
  quantity: number
  /** Units of the line already put back, as read: the return is conditional on it (MongoDB). */
  alreadyReturned: number
}

/** Units of an order line that a failed refund had put back on sale, to take off sale again. */
export type TakeBackLine = { itemId: string; productId: string | null; size: Size | null; quantity: number }

export type ReturnOutcome =
  | { kind: 'returned' }
  /** Nothing was put back: a line has fewer units left to return (another return came first). */
  | { kind: 'too-many' }

/** A promo code's use, claimed with an order's stock: the promotion and the buyer e-mail (lower case) it counts against. */
export type PromotionUse = { promotionId: string; email: string }

export type ReserveOutcome =
  /** `levels`: every counted line's units before and after (untracked lines have none). */
  | { kind: 'reserved'; levels: StockLevel[] }
  /** Another request (the browser or the webhook) claimed this payment first. */
  | { kind: 'claimed-elsewhere' }
  /** Nothing was taken and no claim exists (the batch or transaction was abandoned): the caller records the rejection with its reason. */
  | { kind: 'insufficient'; line: StockLine | null }
  /** Nothing was taken and no claim exists: the promotion has no use left in all, or for this e-mail. */
  | { kind: 'promotion-refused'; reason: 'used-up' | 'email-used' }

/** The product's own fields, written together with its stock by the product form. */
export type ProductFields = { name: string; description: string | null; price: number; fairMarketValue?: number | null; imageId: string }

export type EditOutcome =
  | { kind: 'saved' }
  /** Nothing was written: `conflicts` say how, `current` and `count` hold the stored counts. */
  | { kind: 'conflict'; conflicts: string[]; current: StockCounts; count: number | null }
  | { kind: 'not-found' }

/**
 * Stock changes that must hold with several server processes on one database: conditional
 * updates in the database, never read-then-write in this process. Payload itself never writes a
 * product's stock on update (cms/db/keepStockOutOfProductUpdates.ts): every change comes here,
 * creating a product included (cms/db/startStockThroughLedger.ts). Every change of a count is written
 * together with its stock history entry, in the same batch or transaction (issue 32, decision 46).
 */
export interface StockLedger {
  /**
   * Records the claim on a payment and takes its sized stock, all or nothing: either the claim
   * exists and every line was taken, or nothing was taken. The claim keeps `draft` (the order to
   * write) and a lease for its holder (docs/decisions/0025-no-paid-payment-dropped.md). With
   * `promotion`, one use of it is claimed in the same step, while it has one left (decision 43).
   * Recorded as `sale` by `checkout`; the entries name the order once completeClaim knows it.
   */
  reserve(paymentIntentId: string, lines: StockLine[], draft?: Record<string, unknown> | null, promotion?: PromotionUse | null): Promise<ReserveOutcome>
  /** Puts units back (an order that could not be completed). */
  release(lines: StockLine[], cause: StockCause): Promise<void>
  /**
   * Puts units of an order's lines back on sale, all lines or none, each only while the line still
   * has that many units not yet returned: no unit comes back twice, and never more than were sold.
   * Units of a product or size that no longer exists are counted as returned but go nowhere.
   */
  returnUnits(orderId: string, lines: ReturnLine[], cause: StockCause): Promise<ReturnOutcome>
  /**
   * Edits a product's stock (and, from the product form, its own fields): `plan` decides the
   * changes from the stored counts (sizes, and the count of a product without sizes), which are
   * then written only if every count a change depends on is still the one it was planned from;
   * otherwise it plans again from the new counts.
   */
  editProduct(productId: string, plan: (current: StockCounts, count: number | null) => PlannedEdit, cause: StockCause, fields?: ProductFields): Promise<EditOutcome>
  /**
   * A claim left "reserved" since before `staleBefore` (its holder died, or went silent): the first
   * caller to get it holds it from now on. Answers the new lease, or null (another caller has it,
   * or it is no longer reserved, or not stale).
   */
  takeOverStaleClaim(paymentIntentId: string, staleBefore: Date): Promise<string | null>
  /**
   * Rejects a reserved claim that this caller holds (`lease`) and puts its units back on sale, in one
   * write: the claim owes its refund from then on (`refundPending`), and the promotion use it claimed
   * goes back in the same write. False, and nothing changed, when the lease is no longer this caller's.
   * (Recorded as `cancel` by `checkout`.)
   */
  rejectHeldClaim(paymentIntentId: string, lease: string, reason: string, lines: StockLine[], promotion?: PromotionUse | null): Promise<boolean>
  /** A cancelled order gives its promotion use back: once, however often it is asked (decision 43). */
  returnPromotionUse(orderId: string): Promise<void>
  /**
   * Takes units back off sale that a refund had put back (the refund failed), line by line: never
   * more than the line has back on sale, nor more than the shop has now (sold again meanwhile: those
   * stay sold). Answers the units taken off sale per line. (Recorded as `refund` by the order.)
   */
  takeBackUnits(orderId: string, lines: TakeBackLine[]): Promise<number[]>
  /** The claim's order was written: the claim records it, and so do the sale's history entries (one write, not a Local API update). */
  completeClaim(paymentIntentId: string, orderId: string): Promise<void>
}

/** How often an edit is planned again when a sale changes the counts between reading and writing. */
export const EDIT_ATTEMPTS = 5
export const KEPT_CHANGING = 'the stock kept changing while saving'
