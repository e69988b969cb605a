import { z } from 'zod'

import { centsToDecimal, formatCents, toCents } from './money'
import { parseDay, shopDay, startOfDay, nextDay } from './shopTime'

/**
 * Promo codes (issue 31): the rules both sides share (the admin form and the server check the same
 * schema), the pure discount step of the pricing, and the words a shopper reads when a code is
 * refused. Money in integer cents; decimal strings only at the API edge.
 */

export const PROMOTION_KINDS = ['percent', 'fixed', 'freeShipping'] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]

export const PROMOTION_STATES = ['scheduled', 'active', 'expired', 'used up', 'off'] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]

/** What the pricing needs of a promotion (the stored one, or a test's). */
export type PromotionTerms = {
  kind: PromotionKind
  /** percent: 1–100; fixed: cents off the merchandise; freeShipping: unused (0). */
  value: number
}

export type PromotionRecord = PromotionTerms & {
  code: string
  minSubtotalCents: number | null
  startsAt: string | null
  endsAt: string | null
  usageLimit: number | null
  perEmailLimit: number | null
  active: boolean
  uses: number
}

/** The shopper's refusals: the exact words of issue 31 where it gives them. */
export const PROMO_MESSAGES = {
  unknown: 'This code does not exist',
  off: 'This code is not active',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  alreadyUsed: 'You have already used this code',
} as const

export function notYetMessage(startsAt: string): string {
  return `This code starts on ${formatShopDay(startsAt)}`
}

export function minimumMessage(minSubtotalCents: number): string {
  return `This code needs a subtotal of ${formatCents(minSubtotalCents)}`
}

/** Codes are compared without regard to case (and surrounding spaces). */
export function promoCodeKey(code: string): string {
  return code.trim().toLowerCase()
}

/** A buyer's e-mail as per-buyer limits count it. */
export function promoEmailKey(email: string): string {
  return email.trim().toLowerCase()
}

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/
export const PROMO_CODE_RULE = 'A code is 3–32 letters, digits or -'

/** The shopper's code as sent: any text up to a sane length (unknown codes are refused with words, not a schema error). */
export const promoCodeInputSchema = z
  .string({ error: 'promoCode must be text' })
  .trim()
  .max(64, { error: PROMO_MESSAGES.unknown })
  .transform((value) => (value === '' ? null : value))
  .nullish()

/** "10% off merchandise", "$5.00 off merchandise", "Free shipping". */
export function describePromotion(terms: PromotionTerms): string {
  if (terms.kind === 'percent') return `${terms.value}% off merchandise`
  if (terms.kind === 'fixed') return `${formatCents(terms.value)} off merchandise`
  return 'Free shipping'
}

export type Discount = {
  /** Taken off the merchandise subtotal. */
  merchandiseCents: number
  /** Taken off shipping (freeShipping only). */
  shippingCents: number
}

export const NO_DISCOUNT: Discount = { merchandiseCents: 0, shippingCents: 0 }

/**
 * The discount of a promotion on a cart: merchandise only (never shipping unless freeShipping, never
 * a donation or the fee), never more than the merchandise. Percent rounds half up to the cent. The
 * $0.50 floor of the total is the pricing's (shared/money.ts computeTotals), which may lower it.
 */
export function discountFor(terms: PromotionTerms, subtotalCents: number, shippingCents: number): Discount {
  if (terms.kind === 'percent') return { merchandiseCents: Math.min(subtotalCents, Math.floor((subtotalCents * terms.value + 50) / 100)), shippingCents: 0 }
  if (terms.kind === 'fixed') return { merchandiseCents: Math.min(subtotalCents, terms.value), shippingCents: 0 }
  return { merchandiseCents: 0, shippingCents }
}

/** Where a promotion stands now: what /admin/promotions shows. */
export function promotionState(promotion: PromotionRecord, now = new Date()): PromotionState {
  if (!promotion.active) return 'off'
  if (promotion.endsAt && now.getTime() >= Date.parse(promotion.endsAt)) return 'expired'
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) return 'used up'
  if (promotion.startsAt && now.getTime() < Date.parse(promotion.startsAt)) return 'scheduled'
  return 'active'
}

/**
 * Why a code does not apply to this cart now (null: it applies). `usesByEmail` is how many orders
 * this buyer's e-mail already has with it, when the e-mail is known. The limits are decided again,
 * atomically, when the order's stock is claimed (cms/stock/*Ledger.ts).
 */
export function promotionRefusal(promotion: PromotionRecord, subtotalCents: number, now = new Date(), usesByEmail: number | null = null): string | null {
  if (!promotion.active) return PROMO_MESSAGES.off
  if (promotion.endsAt && now.getTime() >= Date.parse(promotion.endsAt)) return PROMO_MESSAGES.expired
  if (promotion.startsAt && now.getTime() < Date.parse(promotion.startsAt)) return notYetMessage(promotion.startsAt)
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) return PROMO_MESSAGES.usedUp
  if (promotion.perEmailLimit !== null && usesByEmail !== null && usesByEmail >= promotion.perEmailLimit) return PROMO_MESSAGES.alreadyUsed
  if (promotion.minSubtotalCents !== null && subtotalCents < promotion.minSubtotalCents) return minimumMessage(promotion.minSubtotalCents)
  return null
}

/** The start of a day in shop time ("2026-12-01" → that midnight in the Virgin Islands). */
export function dayStartsAt(day: string): string | null {
  const parts = parseDay(day)
  return parts ? startOfDay(parts).toISOString() : null
}

/** The end of a day in shop time: the next day's midnight (an end is exclusive). */
export function dayEndsAt(day: string): string | null {
  const parts = parseDay(day)
  return parts ? startOfDay(nextDay(parts)).toISOString() : null
}

/** The stored start back to its day in shop time. */
export function shopDayOf(instant: string): string {
  return shopDay(new Date(instant)).date
}

/** The stored end (exclusive) back to the last day it covers. */
export function lastShopDayOf(instant: string): string {
  return shopDay(new Date(Date.parse(instant) - 1)).date
}

function formatShopDay(instant: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'America/St_Thomas', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(instant))
}

const optionalCount = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a whole number` })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null
      const n = typeof value === 'number' ? value : Number(value.trim())
      if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number of at least 1` })
        return z.NEVER
      }
      return n
    })

const optionalDay = (label: string) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be a date` })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === '') return null
      if (!parseDay(value.trim())) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` })
        return z.NEVER
      }
      return value.trim()
    })

/**
 * The admin's promotion as /admin/promotions sends it (POST, PUT): `value` is a percent (1–100) for
 * percent, a decimal amount for fixed, nothing for freeShipping; dates are days in shop time.
 */
export const promotionInputSchema = z
  .object({
    // The pattern is checked with the rest below: a bad code must not hide the other fields' errors.
    code: z.string({ error: 'Code is required' }).trim(),
    kind: z.enum(PROMOTION_KINDS, { error: 'Choose percent, fixed or freeShipping' }),
    value: z.union([z.number(), z.string(), z.null()]).optional(),
    minSubtotal: z.union([z.number(), z.string(), z.null()]).optional(),
    startsAt: optionalDay('Starts'),
    endsAt: optionalDay('Ends'),
    usageLimit: optionalCount('Usage limit'),
    perEmailLimit: optionalCount('Limit per e-mail'),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .transform((input, ctx) => {
    if (!PROMO_CODE_PATTERN.test(input.code)) ctx.addIssue({ code: 'custom', path: ['code'], message: PROMO_CODE_RULE })
    let value = 0
    if (input.kind === 'percent') {
      const n = typeof input.value === 'number' ? input.value : Number(String(input.value ?? '').trim() || NaN)
      if (!Number.isInteger(n) || n < 1 || n > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Percent must be a whole number from 1 to 100' })
      else value = n
    } else if (input.kind === 'fixed') {
      const cents = input.value === null || input.value === undefined ? null : toCents(input.value)
      if (cents === null || cents < 1) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Amount must be a dollar amount like 5.00' })
      else value = cents
    }
    let minSubtotalCents: number | null = null
    if (input.minSubtotal !== null && input.minSubtotal !== undefined && String(input.minSubtotal).trim() !== '') {
      minSubtotalCents = toCents(input.minSubtotal)
      if (minSubtotalCents === null) ctx.addIssue({ code: 'custom', path: ['minSubtotal'], message: 'Minimum subtotal must be a dollar amount like 20.00' })
    }
    if (input.startsAt && input.endsAt && input.endsAt < input.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Ends must not be before Starts' })
    return {
      code: input.code,
      kind: input.kind,
      value,
      minSubtotalCents,
      startsAt: input.startsAt ? dayStartsAt(input.startsAt) : null,
      endsAt: input.endsAt ? dayEndsAt(input.endsAt) : null,
      usageLimit: input.usageLimit,
      perEmailLimit: input.perEmailLimit,
      active: input.active ?? true,
    }
  })

export type PromotionInput = z.infer<typeof promotionInputSchema>

/** A promotion as GET /api/admin/promotions answers it. */
export type ApiPromotion = {
  id: string
  code: string
  kind: PromotionKind
  /** percent: "10"; fixed: "5.00"; freeShipping: null. */
  value: string | null
  description: string
  minSubtotal: string | null
  /** Days in shop time, as the form sends them. */
  startsAt: string | null
  endsAt: string | null
  usageLimit: number | null
  perEmailLimit: number | null
  active: boolean
  uses: number
  state: PromotionState
  createdAt: string
}

export function serializePromotion(id: string, promotion: PromotionRecord, createdAt: string, now = new Date()): ApiPromotion {
  return {
    id,
    code: promotion.code,
    kind: promotion.kind,
    value: promotion.kind === 'percent' ? String(promotion.value) : promotion.kind === 'fixed' ? centsToDecimal(promotion.value) : null,
    description: describePromotion(promotion),
    minSubtotal: promotion.minSubtotalCents === null ? null : centsToDecimal(promotion.minSubtotalCents),
    startsAt: promotion.startsAt ? shopDayOf(promotion.startsAt) : null,
    endsAt: promotion.endsAt ? lastShopDayOf(promotion.endsAt) : null,
    usageLimit: promotion.usageLimit,
    perEmailLimit: promotion.perEmailLimit,
    active: promotion.active,
    uses: promotion.uses,
    state: promotionState(promotion, now),
    createdAt,
  }
}
