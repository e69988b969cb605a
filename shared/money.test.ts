import { centsToDecimal, computeTotals, formatCents, formatPrice, formatShipping, grossUpForCardFee, toCents } from './money'

describe('checkout totals (shipping, and a card fee passed to the buyer)', () => {
  // Expected values computed independently: round((subtotal + shipping + 0.30) / 0.971, 2).
  it.each([
    [2500, 'in-town', 0, 106, 2606],
    [2500, 'out-of-town', 1500, 150, 4150],
    [600, 'in-town', 0, 49, 649],
    [10000, 'out-of-town', 1500, 374, 11874],
    [1850, 'in-town', 0, 86, 1936],
    [7000, 'in-town', 0, 240, 7240],
    [1, 'in-town', 0, 31, 32],
    [123456, 'out-of-town', 1500, 3763, 128719],
  ] as const)('subtotal %i¢ %s → shipping %i¢, fee %i¢, total %i¢', (subtotal, method, shipping, fee, total) => {
    expect(computeTotals(subtotal, method)).toEqual({ subtotalCents: subtotal, shippingCents: shipping, discountCents: 0, donationCents: 0, feeCents: fee, totalCents: total, feeIsContribution: false })
  })

  it('takes a discount off before the fee, and never below a $0.50 total', () => {
    // $25 of merchandise, $5 off, out of town: fee on 20 + 15.
    expect(computeTotals(2500, 'out-of-town', { discount: { merchandiseCents: 500, shippingCents: 0 } })).toEqual({
      subtotalCents: 2500,
      shippingCents: 1500,
      discountCents: 500,
      donationCents: 0,
      feeCents: 135,
      totalCents: 3635,
      feeIsContribution: false,
    })
    // Free shipping: the shipping is the discount.
    expect(computeTotals(2500, 'out-of-town', { discount: { merchandiseCents: 0, shippingCents: 1500 } })).toMatchObject({ discountCents: 1500, totalCents: 2606 })
    // Everything off: the discount is lowered so that the card can still be charged $0.50.
    const floor = computeTotals(1000, 'in-town', { discount: { merchandiseCents: 1000, shippingCents: 0 } })
    expect(floor.totalCents).toBe(50)
    expect(floor.subtotalCents - floor.discountCents + floor.feeCents).toBe(50)
    // Never more than the merchandise.
    expect(computeTotals(1000, 'out-of-town', { discount: { merchandiseCents: 5000, shippingCents: 0 } })).toMatchObject({ discountCents: 1000 })
  })

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => computeTotals(10.5, 'in-town')).toThrow(RangeError)
    expect(() => computeTotals(-1, 'in-town')).toThrow(RangeError)
  })
})

describe('giving at checkout: a gift and the three fee modes (issue 27)', () => {
  // Expected totals computed independently (Python's Decimal, ROUND_HALF_UP): round((charged + 0.30) / 0.971, 2).
  it.each([
    [2500, 'in-town', 500, 3120, 120],
    [2500, 'out-of-town', 1000, 5180, 180],
    [1000, 'in-town', 2500, 3635, 135],
    [4800, 'in-town', 2500, 7549, 249],
    [100, 'in-town', 100, 237, 37],
    [2500, 'in-town', 1_000_000, 1_032_472, 29_972],
  ] as const)('required: subtotal %i¢ %s + gift %i¢ → total %i¢ (fee %i¢ covers the gift too)', (subtotal, method, donation, total, fee) => {
    const totals = computeTotals(subtotal, method, { donationCents: donation, feeMode: 'required' })
    expect(totals).toMatchObject({ donationCents: donation, feeCents: fee, totalCents: total, feeIsContribution: false })
    expect(totals.subtotalCents + totals.shippingCents + totals.donationCents + totals.feeCents).toBe(totals.totalCents)
  })

  it('rounds once, half up, at the edges (charged 23.64 → 24.65 from 24.6494…; 24.31 → 25.35 from 25.3505…)', () => {
    expect(grossUpForCardFee(2364)).toBe(2465)
    expect(grossUpForCardFee(2431)).toBe(2535)
    expect(computeTotals(1364, 'in-town', { donationCents: 1000 })).toMatchObject({ feeCents: 101, totalCents: 2465 })
    expect(computeTotals(1431, 'in-town', { donationCents: 1000 })).toMatchObject({ feeCents: 104, totalCents: 2535 })
  })

  it('optional: ticked, the same fee as required but a contribution; unticked, no fee', () => {
    expect(computeTotals(2500, 'in-town', { donationCents: 500, feeMode: 'optional', coverFees: true })).toEqual({
      subtotalCents: 2500, shippingCents: 0, discountCents: 0, donationCents: 500, feeCents: 120, totalCents: 3120, feeIsContribution: true,
    })
    expect(computeTotals(2500, 'in-town', { donationCents: 500, feeMode: 'optional' })).toMatchObject({ feeCents: 120, feeIsContribution: true })
    expect(computeTotals(2500, 'out-of-town', { donationCents: 500, feeMode: 'optional', coverFees: false })).toEqual({
      subtotalCents: 2500, shippingCents: 1500, discountCents: 0, donationCents: 500, feeCents: 0, totalCents: 4500, feeIsContribution: false,
    })
  })

  it('absorbed: total = subtotal + shipping (+ gift), whatever the buyer ticks', () => {
    expect(computeTotals(2500, 'out-of-town', { feeMode: 'absorbed', coverFees: true })).toEqual({
      subtotalCents: 2500, shippingCents: 1500, discountCents: 0, donationCents: 0, feeCents: 0, totalCents: 4000, feeIsContribution: false,
    })
    expect(computeTotals(2500, 'in-town', { feeMode: 'absorbed', donationCents: 1000 })).toMatchObject({ feeCents: 0, totalCents: 3500 })
  })

  it('with a promo code: the discount comes off the merchandise first, the fee is on what remains, the gift is never discounted', () => {
    // $25 of merchandise, $5 off, out of town, a $10 gift, fee required: round((20 + 15 + 10 + 0.30) / 0.971) = 46.65.
    expect(computeTotals(2500, 'out-of-town', { discount: { merchandiseCents: 500, shippingCents: 0 }, donationCents: 1000 })).toEqual({
      subtotalCents: 2500, shippingCents: 1500, discountCents: 500, donationCents: 1000, feeCents: 165, totalCents: 4665, feeIsContribution: false,
    })
    // A discount larger than the merchandise never eats into the gift: the gift stays whole, the goods keep the $0.50 floor.
    const allOff = computeTotals(1000, 'in-town', { discount: { merchandiseCents: 5000, shippingCents: 0 }, donationCents: 500 })
    expect(allOff).toMatchObject({ discountCents: 1000 - 19, donationCents: 500, totalCents: 565 })
    // The gift does not change the discount.
    expect(allOff.discountCents).toBe(computeTotals(1000, 'in-town', { discount: { merchandiseCents: 5000, shippingCents: 0 } }).discountCents)
    // Absorbed or unticked: no fee, so the goods' floor is $0.50 itself.
    expect(computeTotals(1000, 'in-town', { discount: { merchandiseCents: 1000, shippingCents: 0 }, feeMode: 'absorbed' })).toMatchObject({ discountCents: 950, feeCents: 0, totalCents: 50 })
    expect(computeTotals(2500, 'in-town', { discount: { merchandiseCents: 500, shippingCents: 0 }, donationCents: 500, feeMode: 'optional', coverFees: false }))
      .toMatchObject({ discountCents: 500, feeCents: 0, totalCents: 2500, feeIsContribution: false })
  })

  it('refuses a gift that is not whole non-negative cents', () => {
    expect(() => computeTotals(2500, 'in-town', { donationCents: -100 })).toThrow(RangeError)
    expect(() => computeTotals(2500, 'in-town', { donationCents: 10.5 })).toThrow(RangeError)
  })
})

describe('money parsing and display', () => {
  it('reads dollars with at most two decimals, exactly', () => {
    expect(toCents('25')).toBe(2500)
    expect(toCents('25.5')).toBe(2550)
    expect(toCents('19.99')).toBe(1999)
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(0.1)).toBe(10)
    expect(toCents('0')).toBe(0)
    expect(toCents('1.999')).toBeNull()
    expect(toCents('-1')).toBeNull()
    expect(toCents('1e3')).toBeNull()
    expect(toCents('')).toBeNull()
    expect(toCents(Number.NaN)).toBeNull()
    expect(toCents(0.1 + 0.2)).toBeNull()
  })

  it('shows money with a $ prefix and two decimals', () => {
    expect(formatCents(2606)).toBe('$26.06')
    expect(formatCents(5)).toBe('$0.05')
    expect(centsToDecimal(150000)).toBe('1500.00')
    expect(formatPrice('25.00')).toBe('$25.00')
    expect(formatPrice(18.5)).toBe('$18.50')
    expect(formatPrice('0')).toBe('$0.00')
  })

  it('words free shipping the same everywhere: "Free", not "$0.00"', () => {
    expect(formatShipping(0)).toBe('Free')
    expect(formatShipping(1500)).toBe('$15.00')
  })
})
