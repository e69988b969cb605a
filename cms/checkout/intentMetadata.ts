import { type DeliveryMethod, type DiscountCents, FEE_MODES, type FeeMode, isDeliveryMethod, type PricingOptions } from '@shared/money'
import { isSize } from '@shared/sizes'
import type { PaidTerms, RequestedLine } from './priceLines'

/**
 * What a payment carries so that its order can be rebuilt without the browser (the webhook path):
 * the lines (product, size, quantity), the delivery method, the buyer's account, and how it was
 * priced beyond the lines (issue 27: the gift, and the fee mode and the buyer's fee tick as they
 * were when the payment was made, so a settings change meanwhile never changes a paid order), and
 * since decision 72 each line's unit price and the promo code's discount as they were priced, so a
 * price or code edited while the buyer pays does not refuse (and refund) the paid order. Stripe
 * limits metadata values to 500 characters, so the lines are split across keys items_0, items_1, …
 */
const VALUE_LIMIT = 500
const FORMAT_VERSION = '1'

/** The gift and who pays the card fee, as the payment was priced (the discount comes from `promoCode`). */
export type IntentPricing = Required<Omit<PricingOptions, 'discount'>>

/** A line as the payment carries it: with its unit price in cents since decision 72. */
export type IntentLine = RequestedLine & { unitCents?: number }

export type IntentOrderData = {
  lines: IntentLine[]
  deliveryMethod: DeliveryMethod
  userId: string | null
  pricing: IntentPricing
  /** The promo code the payment was priced with (issue 31), as stored. */
  promoCode?: string | null
  /** The promo code's discount as priced, "merchandise,shipping" cents (decision 72); absent on older payments. */
  discount?: DiscountCents | null
}

export function encodeIntentMetadata({ lines, deliveryMethod, userId, pricing, promoCode, discount }: IntentOrderData): Record<string, string> {
  const compact = JSON.stringify(lines.map((line) => (line.unitCents === undefined ? [line.productId, line.size ?? '', line.quantity] : [line.productId, line.size ?? '', line.quantity, line.unitCents])))
  const metadata: Record<string, string> = {
    shop: FORMAT_VERSION,
    deliveryMethod,
    userId: userId ?? '',
    donationCents: String(pricing.donationCents),
    feeMode: pricing.feeMode,
    coverFees: pricing.coverFees ? '1' : '0',
  }
  if (promoCode) metadata.promo = promoCode
  if (discount) metadata.discount = `${discount.merchandiseCents},${discount.shippingCents}`
  const chunks = Math.ceil(compact.length / VALUE_LIMIT)
  for (let i = 0; i < chunks; i += 1) metadata[`items_${i}`] = compact.slice(i * VALUE_LIMIT, (i + 1) * VALUE_LIMIT)
  // How many: a payment repriced in place (decision 77) is read as its last pricing wrote it, even
  // if a key of an earlier, longer pricing were still there.
  metadata.items = String(chunks)
  return metadata
}

/** How a line is keyed in PaidTerms: its product and size. */
export const paidLineKey = (productId: string, size: string | null | undefined) => `${productId}:${size ?? ''}`

/** Null when the payment was not started by this shop's checkout. */
export function decodeIntentMetadata(metadata: Record<string, string>): IntentOrderData | null {
  if (metadata.shop !== FORMAT_VERSION || !isDeliveryMethod(metadata.deliveryMethod)) return null
  let compact = ''
  // Payments made before decision 77 carry no count: their chunks run until the first missing key.
  const chunks = metadata.items === undefined ? Infinity : /^[1-9]\d?$/.test(metadata.items) ? Number(metadata.items) : 0
  for (let i = 0; i < chunks && metadata[`items_${i}`] !== undefined; i += 1) compact += metadata[`items_${i}`]
  let raw: unknown
  try {
    raw = JSON.parse(compact)
  } catch {
    return null
  }
  if (!Array.isArray(raw) || raw.length === 0) return null
  const lines: IntentLine[] = []
  for (const entry of raw) {
    if (!Array.isArray(entry) || (entry.length !== 3 && entry.length !== 4)) return null
    const [productId, size, quantity, unitCents] = entry
    if (typeof productId !== 'string' || !Number.isInteger(quantity) || quantity < 1) return null
    if (size !== '' && !isSize(size)) return null
    if (unitCents !== undefined && !(Number.isInteger(unitCents) && unitCents >= 0)) return null
    lines.push({ productId, size: size === '' ? null : size, quantity, ...(unitCents === undefined ? {} : { unitCents }) })
  }
  const pricing = decodePricing(metadata)
  if (!pricing) return null
  const discount = decodeDiscount(metadata.discount)
  if (discount === undefined) return null
  return { lines, deliveryMethod: metadata.deliveryMethod, userId: metadata.userId || null, pricing, promoCode: metadata.promo || null, discount }
}

/** The terms to honour: every line's unit price and the discount, when the payment carries them all. */
export function paidTerms(data: IntentOrderData): PaidTerms | null {
  if (!data.discount || data.lines.some((line) => line.unitCents === undefined)) return null
  return { unitCents: new Map(data.lines.map((line) => [paidLineKey(line.productId, line.size), line.unitCents!])), discount: data.discount }
}

/** null: none carried (an older payment); undefined: unreadable. */
function decodeDiscount(value: string | undefined): IntentOrderData['discount'] | undefined {
  if (value === undefined) return null
  const match = /^(\d{1,9}),(\d{1,9})$/.exec(value)
  return match ? { merchandiseCents: Number(match[1]), shippingCents: Number(match[2]) } : undefined
}

/** Payments made before issue 27 carry none of these: no gift, the fee required (as they were priced). */
function decodePricing(metadata: Record<string, string>): IntentPricing | null {
  const donation = metadata.donationCents ?? '0'
  if (!/^\d{1,9}$/.test(donation)) return null
  const feeMode = (metadata.feeMode ?? 'required') as FeeMode
  if (!FEE_MODES.includes(feeMode)) return null
  return { donationCents: Number(donation), feeMode, coverFees: metadata.coverFees !== '0' }
}
