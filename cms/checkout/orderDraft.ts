import type { Payload } from 'payload'

import { promoEmailKey } from '@shared/promotions'
import { isSize } from '@shared/sizes'
import { InvalidInput } from '../errors/shopErrors'
import type { StockLine } from '../stock/stockLedger'
import type { ClaimDraft } from './claimRecords'
import { type IntentOrderData, paidTerms } from './intentMetadata'
import { findPromotion } from './findPromotion'
import type { OrderContact } from './orderContact'
import { type PricedCart, priceLines } from './priceLines'

/** The order a claim keeps to write (decision 25), from the payment's data, its priced lines and the contact. */
export function draftOf(data: IntentOrderData, priced: PricedCart, contact: OrderContact): ClaimDraft {
  // A code that took nothing off this order (free shipping on an in-town order) is not the order's
  // and spends none of its uses, nor the buyer's own allowance (outside review 12).
  const promotion = priced.totals.discountCents > 0 ? priced.promotion : null
  return {
    userId: data.userId,
    deliveryMethod: data.deliveryMethod,
    lines: priced.lines.map((line) => ({
      productId: String(line.product.id),
      productName: line.product.name,
      size: line.size,
      quantity: line.quantity,
      priceCents: line.unitCents,
      valueCents: line.valueCents,
    })),
    subtotalCents: priced.totals.subtotalCents,
    shippingCents: priced.totals.shippingCents,
    donationCents: priced.totals.donationCents,
    feeCents: priced.totals.feeCents,
    feeIsContribution: priced.totals.feeIsContribution,
    totalCents: priced.totals.totalCents,
    contact,
    promoCode: promotion?.code ?? null,
    discountCents: priced.totals.discountCents,
    // A code takes off either the merchandise or the shipping; the total may have been lowered (decision 40).
    shippingDiscountCents: Math.min(priced.discount.shippingCents, priced.totals.discountCents),
    promotion: promotion ? { promotionId: promotion.id, email: promoEmailKey(contact.email ?? '') } : null,
  }
}

/**
 * A paid payment priced again, with the promo code it was priced with (a code switched off or past
 * its end after the buyer started paying is honoured; its limits are decided by the claim; a code
 * deleted meanwhile refuses the order). A payment the shop's own checkout made less than
 * TERMS_HONOURED_MS ago (`honourTerms`: its record exists, so its metadata is the shop's) keeps the
 * unit prices and the discount it was made at, which it carries: an editor changing a price or a
 * code while the buyer pays no longer refuses (and refunds) the paid order (decision 72). Any other
 * payment, or an older one, is priced from the database.
 */
export async function pricePaid(payload: Payload, data: IntentOrderData, honourTerms: boolean): Promise<PricedCart> {
  const promotion = data.promoCode ? await findPromotion(payload, data.promoCode) : null
  if (data.promoCode && !promotion) throw new InvalidInput(`the code ${data.promoCode} no longer exists`)
  const paid = honourTerms ? paidTerms(data) : null
  return priceLines(payload, data.lines, data.deliveryMethod, { checkStock: false, promotion, pricing: data.pricing, paid })
}

/** Every line goes to the ledger: sizes, and products without sizes (counted or not, the ledger knows). */
export function stockLines(lines: { productId: string; size: string | null; quantity: number }[] | PricedCart): StockLine[] {
  const plain = Array.isArray(lines) ? lines : lines.lines.map((line) => ({ productId: String(line.product.id), size: line.size, quantity: line.quantity }))
  return plain.map((line) => ({ productId: line.productId, size: line.size && isSize(line.size) ? line.size : null, quantity: line.quantity }))
}
