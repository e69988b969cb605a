import type { Payload } from 'payload'

import { LINE_QUANTITY_MESSAGE, MAX_LINE_QUANTITY } from '@shared/lineQuantity'
import { computeTotals, type DeliveryMethod, type DiscountCents, type OrderTotals, type PricingOptions, SHIPPING_CENTS } from '@shared/money'
import { describePromotion, discountFor, NO_DISCOUNT } from '@shared/promotions'
import type { Size } from '@shared/sizes'
import { checkLine } from '../cart/checkLine'
import { isDocumentId } from '../db/ids'
import { InvalidInput, NotFound } from '../errors/shopErrors'
import { fairMarketValueCents, productPriceCents } from '../catalog/productPrice'
import { checkoutReads, type PricingProduct } from './checkoutReads'
import { paidLineKey } from './intentMetadata'
import type { StoredPromotion } from './findPromotion'

export type RequestedLine = { productId: string; quantity: number; size?: Size | null }

export type PricedLine = {
  product: PricingProduct
  size: Size | null
  quantity: number
  /** Unit price from the database, in cents. */
  unitCents: number
  /** The unit's fair market value in cents when the product has one below its price (issue 27); null = worth its price. */
  valueCents: number | null
}

/** The promo code a cart was priced with: the promotion, the code as stored, and its words. */
export type PricedPromotion = { id: string; code: string; description: string }

/** `discount`: the promo code's discount as priced, before computeTotals bounds it (the payment carries it: decision 72). */
export type PricedCart = { lines: PricedLine[]; totals: OrderTotals; promotion: PricedPromotion | null; discount: DiscountCents }

/** The terms a paid payment was priced at (decision 72): each line's unit price, and the discount. */
export type PaidTerms = { unitCents: ReadonlyMap<string, number>; discount: DiscountCents }


/**
 * Prices lines from the database, never from the caller. Lines of the same product and size are
 * merged before stock is checked, so splitting a cart into duplicates cannot get around it.
 * With `checkStock: false` (rebuilding an order already paid for) sizes must exist but the stock
 * decision is left to the atomic reservation, and a product hidden after it was paid for is still
 * delivered (it was for sale when the buyer paid; its stock is reserved like any other).
 * `pricing` carries the gift and who pays the card fee (shared/money.ts computeTotals).
 */
export async function priceLines(
  payload: Payload,
  requested: RequestedLine[],
  deliveryMethod: DeliveryMethod,
  {
    checkStock = true,
    pricing = {},
    promotion = null,
    paid = null,
  }: { checkStock?: boolean; pricing?: Omit<PricingOptions, 'discount'>; promotion?: StoredPromotion | null; paid?: PaidTerms | null } = {},
): Promise<PricedCart> {
  if (requested.length === 0) throw new InvalidInput('Your cart is empty')
  const merged = new Map<string, RequestedLine>()
  for (const line of requested) {
    const key = `${line.productId}:${line.size ?? ''}`
    const previous = merged.get(key)
    merged.set(key, { ...line, quantity: (previous?.quantity ?? 0) + line.quantity })
  }
  const ids = [...new Set([...merged.values()].map((line) => line.productId))]
  if (!ids.every((id) => isDocumentId(payload.db, id))) throw new NotFound('Product not found')
  const docs = await checkoutReads(payload).productsForPricing(ids)
  const byId = new Map(docs.map((product) => [String(product.id), product]))

  const lines: PricedLine[] = []
  for (const line of merged.values()) {
    const product = byId.get(line.productId)
    if (!product) throw new NotFound('Product not found')
    if (line.quantity > MAX_LINE_QUANTITY) throw new InvalidInput(LINE_QUANTITY_MESSAGE)
    const size = checkStock ? checkLine(product, line.size, line.quantity) : sizeOnly(product, line.size)
    // A paid payment keeps the price it was made at, whatever an editor changed since (decision 72).
    const unitCents = paid?.unitCents.get(paidLineKey(line.productId, size)) ?? productPriceCents(product)
    lines.push({ product, size, quantity: line.quantity, unitCents, valueCents: valueBelowPrice(product, unitCents) })
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  // The discount is its own pure step on the merchandise (shared/promotions.ts); whether the code
  // applies at all is the caller's question (createCheckoutIntent, and the ledger's claim).
  const discount = paid ? paid.discount : promotion ? discountFor(promotion, subtotalCents, SHIPPING_CENTS[deliveryMethod]) : NO_DISCOUNT
  return {
    lines,
    totals: computeTotals(subtotalCents, deliveryMethod, { ...pricing, discount }),
    promotion: promotion ? { id: promotion.id, code: promotion.code, description: describePromotion(promotion) } : null,
    discount,
  }
}

/** A fair market value at or above the price changes nothing: the unit is worth what was paid. */
function valueBelowPrice(product: PricingProduct, unitCents: number): number | null {
  const cents = fairMarketValueCents(product)
  return cents === null || cents >= unitCents ? null : cents
}

function sizeOnly(product: PricingProduct, size: Size | null | undefined): Size | null {
  const stock = product.stock ?? []
  if (stock.length === 0) return null
  if (!size || !stock.some((row) => row.size === size)) throw new InvalidInput(`${product.name} no longer comes in size ${size ?? '(none)'}`)
  return size
}
