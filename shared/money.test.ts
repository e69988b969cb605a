import { centsToDecimal, computeTotals, formatCents, formatPrice, formatShipping, toCents } from './money'

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
    expect(computeTotals(subtotal, method)).toEqual({ subtotalCents: subtotal, shippingCents: shipping, discountCents: 0, feeCents: fee, totalCents: total })
  })

  it('takes a discount off before the fee, and never below a $0.50 total', () => {
    // $25 of merchandise, $5 off, out of town: fee on 20 + 15.
    expect(computeTotals(2500, 'out-of-town', { merchandiseCents: 500, shippingCents: 0 })).toEqual({
      subtotalCents: 2500,
      shippingCents: 1500,
      discountCents: 500,
      feeCents: 135,
      totalCents: 3635,
    })
    // Free shipping: the shipping is the discount.
    expect(computeTotals(2500, 'out-of-town', { merchandiseCents: 0, shippingCents: 1500 })).toMatchObject({ discountCents: 1500, totalCents: 2606 })
    // Everything off: the discount is lowered so that the card can still be charged $0.50.
    const floor = computeTotals(1000, 'in-town', { merchandiseCents: 1000, shippingCents: 0 })
    expect(floor.totalCents).toBe(50)
    expect(floor.subtotalCents - floor.discountCents + floor.feeCents).toBe(50)
    // Never more than the merchandise.
    expect(computeTotals(1000, 'out-of-town', { merchandiseCents: 5000, shippingCents: 0 })).toMatchObject({ discountCents: 1000 })
  })

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => computeTotals(10.5, 'in-town')).toThrow(RangeError)
    expect(() => computeTotals(-1, 'in-town')).toThrow(RangeError)
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
