import { FEE_MODES, type FeeMode, isDeliveryMethod, type DeliveryMethod, type PricingOptions } from '@shared/money'
import { isSize } from '@shared/sizes'
import type { RequestedLine } from './priceLines'

/**
 * What a payment carries so that its order can be rebuilt without the browser (the webhook path):
 * the lines (product, size, quantity), the delivery method, the buyer's account, and how it was
 * priced beyond the lines (issue 27: the gift, and the fee mode and the buyer's fee tick as they
 * were when the payment was made, so a settings change meanwhile never changes a paid order). Stripe limits
 * metadata values to 500 characters, so the lines are split across keys items_0, items_1, …
 */
const VALUE_LIMIT = 500
const FORMAT_VERSION = '1'

/** The gift and who pays the card fee, as the payment was priced (the discount comes from `promoCode`). */
export type IntentPricing = Required<Omit<PricingOptions, 'discount'>>

export type IntentOrderData = {
  lines: RequestedLine[]
  deliveryMethod: DeliveryMethod
  userId: string | null
  pricing: IntentPricing
  /** The promo code the payment was priced with (issue 31), as stored. */
  promoCode?: string | null
}

export function encodeIntentMetadata({ lines, deliveryMethod, userId, pricing, promoCode }: IntentOrderData): Record<string, string> {
  const compact = JSON.stringify(lines.map((line) => [line.productId, line.size ?? '', line.quantity]))
  const metadata: Record<string, string> = {
    shop: FORMAT_VERSION,
    deliveryMethod,
    userId: userId ?? '',
    donationCents: String(pricing.donationCents),
    feeMode: pricing.feeMode,
    coverFees: pricing.coverFees ? '1' : '0',
  }
  if (promoCode) metadata.promo = promoCode
  for (let i = 0; i * VALUE_LIMIT < compact.length; i += 1) {
    metadata[`items_${i}`] = compact.slice(i * VALUE_LIMIT, (i + 1) * VALUE_LIMIT)
  }
  return metadata
}

/** Null when the payment was not started by this shop's checkout. */
export function decodeIntentMetadata(metadata: Record<string, string>): IntentOrderData | null {
  if (metadata.shop !== FORMAT_VERSION || !isDeliveryMethod(metadata.deliveryMethod)) return null
  let compact = ''
  for (let i = 0; metadata[`items_${i}`] !== undefined; i += 1) compact += metadata[`items_${i}`]
  let raw: unknown
  try {
    raw = JSON.parse(compact)
  } catch {
    return null
  }
  if (!Array.isArray(raw) || raw.length === 0) return null
  const lines: RequestedLine[] = []
  for (const entry of raw) {
    if (!Array.isArray(entry) || entry.length !== 3) return null
    const [productId, size, quantity] = entry
    if (typeof productId !== 'string' || !Number.isInteger(quantity) || quantity < 1) return null
    if (size !== '' && !isSize(size)) return null
    lines.push({ productId, size: size === '' ? null : size, quantity })
  }
  const pricing = decodePricing(metadata)
  if (!pricing) return null
  return { lines, deliveryMethod: metadata.deliveryMethod, userId: metadata.userId || null, pricing, promoCode: metadata.promo || null }
}

/** Payments made before issue 27 carry none of these: no gift, the fee required (as they were priced). */
function decodePricing(metadata: Record<string, string>): IntentPricing | null {
  const donation = metadata.donationCents ?? '0'
  if (!/^\d{1,9}$/.test(donation)) return null
  const feeMode = (metadata.feeMode ?? 'required') as FeeMode
  if (!FEE_MODES.includes(feeMode)) return null
  return { donationCents: Number(donation), feeMode, coverFees: metadata.coverFees !== '0' }
}
