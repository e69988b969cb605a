import { formatLongDate } from './formatLongDate'

/**
 * The receipt e-mail dates an order in the shop's time zone (the US Virgin Islands, UTC−4 all
 * year, cms/mail/templates/orderSummaryBlocks.test.ts); the packing slip and the buyer's pages must
 * say the same day, whatever zone the volunteer's laptop or the buyer's phone is set to.
 */
describe('formatLongDate', () => {
  it('says the day in the shop’s time zone, as the receipt does', () => {
    // 02:30 UTC on the 23rd is still 10:30 PM on the 22nd in St. Thomas: a formatter left on the
    // machine's zone says the 23rd on any machine east of UTC−4 (CI and this server run in UTC).
    expect(formatLongDate('2026-11-23T02:30:00.000Z')).toBe('November 22, 2026')
    expect(formatLongDate('2026-11-23T04:00:00.000Z')).toBe('November 23, 2026')
  })

  it('shows nothing for an unreadable date rather than "Invalid Date"', () => {
    expect(formatLongDate('not a date')).toBe('')
  })
})
