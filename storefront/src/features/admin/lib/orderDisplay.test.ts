import { formatOrderTime, formatRefundDate } from './orderDisplay'

/** The admin's order card names the receipt's day (the shop's time zone), not the laptop's. */
describe('order card dates', () => {
  // 10:30 PM on November 22 in St. Thomas; already the 23rd in UTC (CI and this server).
  const lateEvening = '2026-11-23T02:30:00.000Z'

  it('the order time and a refund day are the shop’s', () => {
    expect(formatOrderTime(lateEvening)).toMatch(/^November 22, 2026,? (at )?10:30\sPM$/)
    expect(formatRefundDate(lateEvening)).toBe('Nov 22, 2026')
  })

  it('an unreadable date shows nothing', () => {
    expect(formatOrderTime('')).toBe('')
    expect(formatRefundDate('x')).toBe('')
  })
})
