import type { ApiOrderLine } from '@shared/api'

import { emptyRefundForm, itemsCents, merchandisePaid, refundableCents, refundableLines, refundRequestFrom, toggleLine } from './refundPlan'

const line = (id: string, over: Partial<ApiOrderLine> = {}): ApiOrderLine => ({
  id,
  productId: `p-${id}`,
  productName: `Tee ${id}`,
  size: 'M',
  price: '25.00',
  ordered: 2,
  refunded: 0,
  restocked: 0,
  toSend: 2,
  refundedAmount: '0.00',
  reasons: [],
  ...over,
})

describe('the Refund dialog', () => {
  it('offers what is not refunded yet', () => {
    expect(refundableCents({ total: '26.08', refunded: '5.00' })).toBe(2108)
    expect(refundableCents({ total: '26.08', refunded: '26.08' })).toBe(0)
  })

  it('sends no amount for the rest, the typed amount otherwise, and the ticked lines', () => {
    expect(refundRequestFrom(emptyRefundForm(), 2108)).toEqual({ request: {}, cents: 2108 })
    const lines = [line('i1')]
    const ticked = toggleLine({ ...emptyRefundForm(), mode: 'amount', amount: '$5', reason: ' Stain ' }, lines[0], true)
    ticked.lines.i1.restock = true
    expect(refundRequestFrom(ticked, 2108, lines)).toEqual({
      request: { amount: '5.00', reason: 'Stain', items: [{ itemId: 'i1', quantity: 2, restock: true }] },
      cents: 500,
    })
  })

  it('ticking a line refunds what its units cost, never more than is left; unticking the last goes back to the rest', () => {
    const lines = [line('a'), line('b', { price: '12.00', ordered: 1, toSend: 1 })]
    let form = toggleLine(emptyRefundForm(), lines[0], true)
    expect(form.mode).toBe('items')
    form = { ...form, lines: { a: { units: '1', restock: false } } }
    expect(itemsCents(form, lines)).toBe(2500)
    expect(refundRequestFrom(form, 6000, lines)).toEqual({ request: { amount: '25.00', items: [{ itemId: 'a', quantity: 1 }] }, cents: 2500 })
    form = toggleLine(form, lines[1], true)
    expect(refundRequestFrom(form, 3000, lines)).toEqual({
      request: { amount: '30.00', items: [{ itemId: 'a', quantity: 1 }, { itemId: 'b', quantity: 1 }] },
      cents: 3000,
    })
    form = toggleLine(toggleLine(form, lines[0], false), lines[1], false)
    expect(form.mode).toBe('rest')
  })

  it('ticked items under a promo code refund what the buyer paid for them, not their price', () => {
    // 3 tees at $25.00 with 10 % off: $67.50 for the three, $22.50 each (an outside review saw $25.00 offered).
    const lines = [line('a', { ordered: 3, toSend: 3 })]
    const tenPercent = merchandisePaid({ subtotal: '75.00', shippingCost: '15.00', discount: '7.50', shippingDiscount: '0.00' })
    const one = { ...emptyRefundForm(), mode: 'items' as const, lines: { a: { units: '1', restock: false } } }
    expect(itemsCents(one, lines, tenPercent)).toBe(2250)
    expect(refundRequestFrom(one, 9000, lines, tenPercent)).toEqual({ request: { amount: '22.50', items: [{ itemId: 'a', quantity: 1 }] }, cents: 2250 })
    expect(itemsCents({ ...one, lines: { a: { units: '3', restock: false } } }, lines, tenPercent)).toBe(6750)
    // $5.00 off $45.00 of tee and cap: shares rounded down, so the two never come to more than the $40.00 paid.
    const mixed = [line('t', { ordered: 1, toSend: 1 }), line('c', { price: '20.00', ordered: 1, toSend: 1 })]
    const fiveOff = merchandisePaid({ subtotal: '45.00', shippingCost: '0.00', discount: '5.00', shippingDiscount: '0.00' })
    const tee = itemsCents({ ...one, lines: { t: { units: '1', restock: false } } }, mixed, fiveOff)
    const cap = itemsCents({ ...one, lines: { c: { units: '1', restock: false } } }, mixed, fiveOff)
    expect([tee, cap]).toEqual([2222, 1777])
    expect(tee + cap).toBeLessThanOrEqual(4000)
    // Free shipping took off the shipping only: the items were paid in full.
    const freeShipping = merchandisePaid({ subtotal: '75.00', shippingCost: '15.00', discount: '15.00', shippingDiscount: '15.00' })
    expect(itemsCents(one, lines, freeShipping)).toBe(2500)
    expect(itemsCents(one, lines, merchandisePaid({ subtotal: '75.00', shippingCost: '15.00', discount: '0.00', shippingDiscount: '0.00' }))).toBe(2500)
  })

  it('a merchandise code that happens to equal the shipping is read from the order\'s split, not as free shipping (decision 78)', () => {
    // 10 % off 2 hoodies and 3 caps ($150.00) sent out of town: $15.00 off the merchandise, the shipping paid in full.
    const hoodies = [line('h', { price: '45.00', ordered: 2, toSend: 2 })]
    const one = { ...emptyRefundForm(), mode: 'items' as const, lines: { h: { units: '1', restock: true } } }
    const tenPercent = merchandisePaid({ subtotal: '150.00', shippingCost: '15.00', discount: '15.00', shippingDiscount: '0.00' })
    expect(itemsCents(one, hoodies, tenPercent)).toBe(4050)
    // An order placed before the split was recorded is read as before: as free shipping.
    expect(itemsCents(one, hoodies, merchandisePaid({ subtotal: '150.00', shippingCost: '15.00', discount: '15.00', shippingDiscount: null }))).toBe(4500)
  })

  it('refuses an amount that is not money or above what remains, and units out of range, with the server\'s words', () => {
    expect(refundRequestFrom({ ...emptyRefundForm(), mode: 'amount', amount: 'abc' }, 2108)).toEqual({ error: 'Amount must be a positive amount of dollars with at most 2 decimals, e.g. "5.00"' })
    expect(refundRequestFrom({ ...emptyRefundForm(), mode: 'amount', amount: '0' }, 2108)).toEqual({ error: 'Amount must be a positive amount of dollars with at most 2 decimals, e.g. "5.00"' })
    expect(refundRequestFrom({ ...emptyRefundForm(), mode: 'amount', amount: '21.09' }, 2108)).toEqual({ error: 'Only $21.08 is left to refund on this order.' })
    expect(refundRequestFrom({ ...emptyRefundForm(), reason: 'x'.repeat(501) }, 2108)).toEqual({ error: 'Reason must be at most 500 characters' })
    const lines = [line('a', { refunded: 1, toSend: 1 })]
    expect(refundRequestFrom({ ...emptyRefundForm(), mode: 'items', lines: { a: { units: '2', restock: false } } }, 2108, lines)).toEqual({
      error: 'Units of Tee a must be a whole number from 1 to 1',
    })
    expect(refundRequestFrom({ ...emptyRefundForm(), mode: 'items' }, 2108, lines)).toEqual({ error: 'Tick the items this refund is for, or choose another amount' })
  })

  it('lists only lines with units not refunded yet', () => {
    const lines = [line('a', { refunded: 2, toSend: 0 }), line('b', { productId: null }), line('c', { refunded: 1 })]
    expect(refundableLines({ account: { lines } } as never).map((l) => l.id)).toEqual(['b', 'c'])
  })
})
