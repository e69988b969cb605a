import { salesSummaryInMemory as salesSummary } from './salesSummaryOracle'

/** The oracle itself (the summary as computed before issue 30): the islands' month, demo orders out. */
describe('the sales summary computed in memory (the oracle)', () => {
  const now = new Date('2026-11-23T15:00:00Z')
  const order = (
    id: string,
    createdAt: string,
    totalCents: number,
    items: [number, number][],
    demo = false,
    giving: { donationCents?: number; feeCents?: number; feeIsContribution?: boolean; refundedCents?: number } = {},
  ) => ({
    id,
    createdAt,
    totalCents,
    demo,
    shippingCents: 0,
    feeCents: 0,
    ...giving,
    items: items.map(([quantity, restockedQuantity]) => ({ productName: 'Mug', priceCents: 100, quantity, restockedQuantity })),
  })

  it('counts this month and this year in the islands\' time, leaving demo orders out', () => {
    const orders = [
      // With a promo code's $2.50 off: the summary shows the discounts given (issue 31).
      { ...order('a', '2026-11-02T12:00:00Z', 2600, [[1, 0]]), discountCents: 250 },
      // 23:30 on October 31 in St. Thomas: October, though it is November in UTC.
      order('b', '2026-11-01T03:30:00Z', 5000, [[2, 1]]),
      order('c', '2026-03-10T12:00:00Z', 1000, [[3, 0]]),
      { ...order('d', '2026-11-05T12:00:00Z', 9900, [[9, 0]], true), discountCents: 900 },
    ]
    const refunds = [
      { order: 'b', amountCents: 2500, status: 'succeeded', createdAt: '2026-11-03T12:00:00Z' },
      { order: 'c', amountCents: 100, status: 'failed', createdAt: '2026-11-03T12:00:00Z' },
      { order: 'c', amountCents: 300, status: 'succeeded', createdAt: '2026-04-01T12:00:00Z' },
      { order: 'd', amountCents: 9900, status: 'succeeded', createdAt: '2026-11-06T12:00:00Z' },
    ]
    expect(salesSummary(orders, refunds, new Set(['d']), now)).toEqual({
      timeZone: 'America/St_Thomas',
      month: { label: 'November 2026', orders: 1, sales: '26.00', units: 1, refunded: '25.00', demoOrders: 1, discounts: '2.50', donations: '0.00', feeContributions: '0.00' },
      year: { label: '2026', orders: 3, sales: '86.00', units: 5, refunded: '28.00', demoOrders: 1, discounts: '2.50', donations: '0.00', feeContributions: '0.00' },
    })
  })

  it('shows the gifts and covered fees of the period, after each order\'s refunds (decision 41); a fully refunded order gives nothing', () => {
    const orders = [
      // $1.00 of goods + $10.00 gift + $0.34 covered fee.
      order('g', '2026-11-10T12:00:00Z', 1134, [[1, 0]], false, { donationCents: 1000, feeCents: 34, feeIsContribution: true }),
      // The same, $5.00 refunded: goods first ($1.00), then the fee ($0.34), then $3.66 of the gift.
      order('h', '2026-11-11T12:00:00Z', 1134, [[1, 0]], false, { donationCents: 1000, feeCents: 34, feeIsContribution: true, refundedCents: 500 }),
      order('i', '2026-11-12T12:00:00Z', 1134, [[1, 1]], false, { donationCents: 1000, feeCents: 34, feeIsContribution: true, refundedCents: 1134 }),
      order('j', '2026-02-12T12:00:00Z', 600, [[1, 0]], false, { donationCents: 500 }),
    ]
    const summary = salesSummary(orders, [], new Set(), now)
    expect(summary.month).toMatchObject({ donations: '16.34', feeContributions: '0.34' })
    expect(summary.year).toMatchObject({ donations: '21.34', feeContributions: '0.34' })
  })
})
