import { computeTotals } from './money'
import { describePromotion, discountFor, PROMO_MESSAGES, promotionInputSchema, type PromotionRecord, promotionRefusal, promotionState, serializePromotion } from './promotions'

const base: PromotionRecord = {
  code: 'RESCUE10',
  kind: 'percent',
  value: 10,
  minSubtotalCents: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perEmailLimit: null,
  active: true,
  uses: 0,
}

describe('promotions: the discount step', () => {
  it('each kind: percent (half up), fixed (never more than the merchandise), free shipping', () => {
    expect(discountFor({ kind: 'percent', value: 10 }, 1995, 1500)).toEqual({ merchandiseCents: 200, shippingCents: 0 })
    expect(discountFor({ kind: 'percent', value: 100 }, 1995, 0)).toEqual({ merchandiseCents: 1995, shippingCents: 0 })
    expect(discountFor({ kind: 'fixed', value: 500 }, 300, 1500)).toEqual({ merchandiseCents: 300, shippingCents: 0 })
    expect(discountFor({ kind: 'freeShipping', value: 0 }, 2500, 1500)).toEqual({ merchandiseCents: 0, shippingCents: 1500 })
    expect(computeTotals(2500, 'in-town', { discount: discountFor({ kind: 'freeShipping', value: 0 }, 2500, 0) }).discountCents).toBe(0)
  })

  it('describes itself', () => {
    expect(describePromotion({ kind: 'percent', value: 10 })).toBe('10% off merchandise')
    expect(describePromotion({ kind: 'fixed', value: 500 })).toBe('$5.00 off merchandise')
    expect(describePromotion({ kind: 'freeShipping', value: 0 })).toBe('Free shipping')
  })
})

describe('promotions: refusals and states', () => {
  const now = new Date('2026-12-10T12:00:00Z')
  it('says why a code does not apply', () => {
    expect(promotionRefusal(base, 1000, now)).toBeNull()
    expect(promotionRefusal({ ...base, active: false }, 1000, now)).toBe(PROMO_MESSAGES.off)
    expect(promotionRefusal({ ...base, endsAt: '2026-12-01T04:00:00.000Z' }, 1000, now)).toBe('This code has expired')
    expect(promotionRefusal({ ...base, startsAt: '2026-12-20T04:00:00.000Z' }, 1000, now)).toBe('This code starts on December 20, 2026')
    expect(promotionRefusal({ ...base, usageLimit: 5, uses: 5 }, 1000, now)).toBe('This code has been used up')
    expect(promotionRefusal({ ...base, perEmailLimit: 1 }, 1000, now, 1)).toBe('You have already used this code')
    expect(promotionRefusal({ ...base, minSubtotalCents: 2000 }, 1999, now)).toBe('This code needs a subtotal of $20.00')
  })

  it('states for the admin list', () => {
    expect(promotionState(base, now)).toBe('active')
    expect(promotionState({ ...base, active: false }, now)).toBe('off')
    expect(promotionState({ ...base, startsAt: '2026-12-20T04:00:00.000Z' }, now)).toBe('scheduled')
    expect(promotionState({ ...base, endsAt: '2026-12-01T04:00:00.000Z' }, now)).toBe('expired')
    expect(promotionState({ ...base, usageLimit: 2, uses: 2 }, now)).toBe('used up')
  })

  it('reads the admin form: days in shop time, money in cents, errors at the field', () => {
    const parsed = promotionInputSchema.parse({ code: 'Beach-2026', kind: 'fixed', value: '5.00', minSubtotal: '20', startsAt: '2026-12-01', endsAt: '2026-12-31', usageLimit: '5' })
    expect(parsed).toMatchObject({ code: 'Beach-2026', value: 500, minSubtotalCents: 2000, usageLimit: 5, perEmailLimit: null, active: true })
    // Midnight in the Virgin Islands (UTC−4); the end is the next midnight.
    expect(parsed.startsAt).toBe('2026-12-01T04:00:00.000Z')
    expect(parsed.endsAt).toBe('2027-01-01T04:00:00.000Z')
    expect(serializePromotion('x', { ...parsed, uses: 0 }, '2026-11-01T00:00:00Z', now)).toMatchObject({ startsAt: '2026-12-01', endsAt: '2026-12-31', value: '5.00', minSubtotal: '20.00' })
    // Every field's error at once: a volunteer saw only the code's, and the others one save later.
    const bad = promotionInputSchema.safeParse({ code: 'no', kind: 'percent', value: 101, startsAt: '2026-12-10', endsAt: '2026-12-01' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['code', 'A code is 3–32 letters, digits or -'],
      ['value', 'Percent must be a whole number from 1 to 100'],
      ['endsAt', 'Ends must not be before Starts'],
    ])
    const badValue = promotionInputSchema.safeParse({ code: 'GOOD', kind: 'percent', value: 101 })
    expect(badValue.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['value'])
  })
})
