import { SHOP_TIME_ZONE } from '@shared/shopTime'

/** Made once: a formatter with options is costly to build at every call. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' })

/**
 * Order dates in a long format, e.g. "March 5, 2025": the day in the shop's time zone, as the
 * receipt e-mail says it (cms/mail/templates/orderSummaryBlocks.ts), wherever the reader is.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return LONG_DATE.format(date)
}
