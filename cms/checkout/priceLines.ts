import type { Payload } from 'payload'

import { LINE_QUANTITY_MESSAGE, MAX_LINE_QUANTITY } from '@shared/lineQuantity'
import { computeTotals, type DeliveryMethod, type OrderTotals, SHIPPING_CENTS } from '@shared/money'
import { describePromotion, discountFor, NO_DISCOUNT } from '@shared/promotions'
import type { Size } from '@shared/sizes'
import { checkLine } from '../cart/checkLine'
import { isDocumentId } from '../db/ids'
import { InvalidInput, NotFound } from '../errors/shopErrors'
import { productPriceCents } from '../catalog/productPrice'
import { checkoutReads, type PricingProduct } from './checkoutReads'
import type { StoredPromotion } from './findPromotion'

export type RequestedLine = { productId: string; quantity: number; size?: Size | null }

export type PricedLine = {
  product: PricingProduct
  size: Size | null
  quantity: number
  /** Unit price from the database, in cents. */
  unitCents: number
}

/** The promo code a cart was priced with: the promotion, the code as stored, and its words. */
export type PricedPromotion = { id: string; code: string; description: string }

export type PricedCart = { lines: PricedLine[]; totals: OrderTotals; promotion: PricedPromotion | null }

/**
 * Prices lines from the database, never from the caller. Lines of the same product and size are
 * merged before stock is checked, so splitting a cart into duplicates cannot get around it.
 * With `checkStock: false` (rebuilding an order already paid for) sizes must exist but the stock
 * decision is left to the atomic reservation, and a product hidden after it was paid for is still
 * delivered (it was for sale when the buyer paid; its stock is reserved like any other).
 */
export async function priceLines(
  payload: Payload,
  requested: RequestedLine[],
  deliveryMethod: DeliveryMethod,
  { checkStock = true, promotion = null }: { checkStock?: boolean; promotion?: StoredPromotion | null } = {},
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
    lines.push({ product, size, quantity: line.quantity, unitCents: productPriceCents(product) })
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  // The discount is its own pure step on the merchandise (shared/promotions.ts); whether the code
  // applies at all is the caller's question (createCheckoutIntent, and the ledger's claim).
  const discount = promotion ? discountFor(promotion, subtotalCents, SHIPPING_CENTS[deliveryMethod]) : NO_DISCOUNT
  return {
    lines,
    totals: computeTotals(subtotalCents, deliveryMethod, discount),
    promotion: promotion ? { id: promotion.id, code: promotion.code, description: describePromotion(promotion) } : null,
  }
}

function sizeOnly(product: PricingProduct, size: Size | null | undefined): Size | null {
  const stock = product.stock ?? []
  if (stock.length === 0) return null
  if (!size || !stock.some((row) => row.size === size)) throw new InvalidInput(`${product.name} no longer comes in size ${size ?? '(none)'}`)
  return size
}
