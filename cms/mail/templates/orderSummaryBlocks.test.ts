import { orderDate } from './orderSummaryBlocks'

describe('orderDate', () => {
  // The same instant as storefront/src/lib/formatLongDate.test.ts: the receipt and the screens
  // (admin card, packing slip, buyer's pages) must name the same day, the shop's.
  it('dates an order by the day in the US Virgin Islands, not the server’s zone', () => {
    expect(orderDate({ createdAt: '2026-11-23T02:30:00.000Z' })).toBe('November 22, 2026')
    expect(orderDate({ createdAt: '2026-11-23T04:00:00.000Z' })).toBe('November 23, 2026')
  })
})
