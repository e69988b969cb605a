import { formatOrderTime, formatRefundDate } from '@/features/admin/lib/orderDisplay'

import { formatLongDate } from './formatLongDate'

/**
 * The receipt e-mail dates an order in the shop's time zone (the US Virgin Islands, UTC−4 all
 * year); the buyer's pages, the admin's order card and the packing slip must say the same day,
 * whatever zone the volunteer's laptop or the buyer's phone is set to.
 */
describe('order dates are days in the shop’s time zone', () => {
  // 02:30 UTC on the 23rd is still 10:30 PM on the 22nd in St. Thomas: a formatter left on the
  // machine's zone says the 23rd on any machine east of UTC−4 (CI and this server run in UTC).
  const lateEvening = '2026-11-23T02:30:00.000Z'

  it('the slip, the buyer’s pages and the admin card say the receipt’s day (cms/mail/templates/orderSummaryBlocks.test.ts)', () => {
    expect(formatLongDate(lateEvening)).toBe('November 22, 2026')
    expect(formatOrderTime(lateEvening)).toMatch(/^November 22, 2026,? (at )?10:30\sPM$/)
    expect(formatRefundDate(lateEvening)).toBe('Nov 22, 2026')
  })

  it('an unreadable date shows nothing rather than "Invalid Date"', () => {
    expect(formatLongDate('not a date')).toBe('')
    expect(formatOrderTime('')).toBe('')
    expect(formatRefundDate('x')).toBe('')
  })
})
