import { emptyRefundForm, refundableCents, refundRequestFrom, restockableItems } from './refundPlan'

describe('the Refund dialog', () => {
  it('offers what is not refunded yet', () => {
    expect(refundableCents({ total: '26.08', refunded: '5.00' })).toBe(2108)
    expect(refundableCents({ total: '26.08', refunded: '26.08' })).toBe(0)
  })

  it('sends no amount for the rest, the typed amount otherwise, and the ticked lines to restock', () => {
    expect(refundRequestFrom(emptyRefundForm(), 2108)).toEqual({ request: {}, cents: 2108 })
    expect(refundRequestFrom({ mode: 'amount', amount: '$5', reason: ' Stain ', restock: ['i1'] }, 2108)).toEqual({
      request: { amount: '5.00', reason: 'Stain', restockItems: [{ itemId: 'i1' }] },
      cents: 500,
    })
  })

  it('refuses an amount that is not money or above what remains, with the server\'s words', () => {
    expect(refundRequestFrom({ ...emptyRefundForm(), mode: 'amount', amount: 'abc' }, 2108)).toEqual({ error: 'Amount must be a positive amount of dollars with at most 2 decimals, e.g. "5.00"' })
    expect(refundRequestFrom({ ...emptyRefundForm(), mode: 'amount', amount: '0' }, 2108)).toEqual({ error: 'Amount must be a positive amount of dollars with at most 2 decimals, e.g. "5.00"' })
    expect(refundRequestFrom({ ...emptyRefundForm(), mode: 'amount', amount: '21.09' }, 2108)).toEqual({ error: 'Only $21.08 is left to refund on this order.' })
    expect(refundRequestFrom({ ...emptyRefundForm(), reason: 'x'.repeat(501) }, 2108)).toEqual({ error: 'Reason must be at most 500 characters' })
  })

  it('lists only lines with units left to put back, and still in the shop', () => {
    const items = [
      { id: 'a', productId: 'p', quantity: 2, restocked: 2 },
      { id: 'b', productId: null, quantity: 1, restocked: 0 },
      { id: 'c', productId: 'q', quantity: 3, restocked: 1 },
    ]
    expect(restockableItems({ items } as never).map((item) => item.id)).toEqual(['c'])
  })
})
