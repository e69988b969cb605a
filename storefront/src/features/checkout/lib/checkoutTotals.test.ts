import { computeTotals } from '@shared/money'

import { checkoutTotals } from './checkoutTotals'

const paid = { subtotal: '25.00', shipping: '0.00', discount: '5.00', donation: '10.00', processingFee: '1.25', total: '31.25' }
const base = { cartSubtotalCents: 2500, deliveryMethod: 'in-town' as const, donationCents: 1000, feeMode: 'optional' as const, coverFees: true }

describe('checkoutTotals: what the Order Summary and Place Order show', () => {
  it("shows the payment's own amounts once they are for the delivery method shown", () => {
    const { totals, pricesChanged } = checkoutTotals({ ...base, intent: { amounts: paid, deliveryMethod: 'in-town' }, intentFetching: false })
    expect(totals).toMatchObject({ subtotalCents: 2500, discountCents: 500, donationCents: 1000, feeCents: 125, totalCents: 3125, feeIsContribution: true })
    expect(pricesChanged).toBe(false)
  })

  it('estimates while a newer payment is on its way, keeping the discount last priced', () => {
    const { totals } = checkoutTotals({ ...base, intent: { amounts: paid, deliveryMethod: 'in-town' }, intentFetching: true })
    const estimate = computeTotals(2500, 'in-town', { donationCents: 1000, feeMode: 'optional', coverFees: true, discount: { merchandiseCents: 500, shippingCents: 0 } })
    expect(totals).toEqual(estimate)
    expect(totals.totalCents).not.toBe(3125)
  })

  it('estimates for another delivery method than the payment was priced for, without its discount', () => {
    const { totals } = checkoutTotals({ ...base, deliveryMethod: 'out-of-town', intent: { amounts: paid, deliveryMethod: 'in-town' }, intentFetching: false })
    expect(totals).toEqual(computeTotals(2500, 'out-of-town', { donationCents: 1000, feeMode: 'optional', coverFees: true }))
  })

  it('estimates for a gift being typed (not yet asked of the payment), with the rest as the payment priced it', () => {
    const { totals } = checkoutTotals({ ...base, donationCents: 1500, intent: { amounts: paid, deliveryMethod: 'in-town' }, intentFetching: false })
    expect(totals).toEqual(computeTotals(2500, 'in-town', { donationCents: 1500, feeMode: 'optional', coverFees: true, discount: { merchandiseCents: 500, shippingCents: 0 } }))
    expect(totals.donationCents).toBe(1500)
  })

  it("prices from the server's subtotal and says when it differs from the cart's", () => {
    const { totals, pricesChanged } = checkoutTotals({ ...base, cartSubtotalCents: 2000, intent: { amounts: paid, deliveryMethod: 'in-town' }, intentFetching: true })
    expect(totals.subtotalCents).toBe(2500)
    expect(pricesChanged).toBe(true)
  })

  it('before any payment: the estimate from the cart, and the fee an unticked box would add', () => {
    const { totals, optionalFeeCents, pricesChanged } = checkoutTotals({ ...base, coverFees: false, intent: undefined, intentFetching: false })
    expect(totals).toEqual(computeTotals(2500, 'in-town', { donationCents: 1000, feeMode: 'optional', coverFees: false }))
    expect(totals.feeCents).toBe(0)
    expect(optionalFeeCents).toBe(computeTotals(2500, 'in-town', { donationCents: 1000, feeMode: 'optional', coverFees: true }).feeCents)
    expect(optionalFeeCents).toBeGreaterThan(0)
    expect(pricesChanged).toBe(false)
  })

  it('a free-shipping code out of town ($15.00 off a $6.00 order): the fee beside the tick and every estimate are those of the payment', () => {
    // What the server priced: $6.00 + $15.00 shipping − $15.00 = $6.00 of goods; the fee on them is $0.49.
    const freeShipping = { subtotal: '6.00', shipping: '15.00', discount: '15.00', donation: '0.00', processingFee: '0.49', total: '6.49' }
    const pricing = { ...base, cartSubtotalCents: 600, deliveryMethod: 'out-of-town' as const, donationCents: 0, intent: { amounts: freeShipping, deliveryMethod: 'out-of-town' as const } }
    const { totals, optionalFeeCents } = checkoutTotals({ ...pricing, intentFetching: false })
    expect(totals.totalCents).toBe(649)
    expect(optionalFeeCents).toBe(49)
    // While the next price is made (a gift chosen, say), the estimate keeps the whole discount.
    expect(checkoutTotals({ ...pricing, intentFetching: true }).totals).toMatchObject({ discountCents: 1500, feeCents: 49, totalCents: 649 })
  })

  it('keeps the estimate for an amount it cannot read', () => {
    const { totals } = checkoutTotals({ ...base, intent: { amounts: { ...paid, total: 'n/a' }, deliveryMethod: 'in-town' }, intentFetching: false })
    expect(totals.totalCents).toBe(computeTotals(2500, 'in-town', { donationCents: 1000, feeMode: 'optional', coverFees: true, discount: { merchandiseCents: 500, shippingCents: 0 } }).totalCents)
  })
})
