/**
 * Cents and their text: what the storefront's first page needs of shared/money.ts (a price on a
 * card, a cart line's total), in a module of its own so that the order totals (computeTotals, the
 * card fee) stay in the cart's and checkout's chunks instead of every page's first download
 * (decision 56). shared/money.ts re-exports all of it: import from either.
 */

export function lineTotalCents(unitCents: number, quantity: number): number {
  assertCents(unitCents)
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`bad quantity ${quantity}`)
  return unitCents * quantity
}

/** Dollars (number or decimal string with at most 2 decimals) to integer cents; null when not exact. */
export function toCents(dollars: number | string): number | null {
  const text = typeof dollars === 'number' ? (Number.isFinite(dollars) ? String(dollars) : '') : dollars.trim()
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * 100 + fraction
}

/** Integer cents to the API's decimal string, e.g. 2500 → "25.00". */
export function centsToDecimal(cents: number): string {
  assertCents(cents)
  const whole = Math.floor(cents / 100)
  const fraction = String(cents % 100).padStart(2, '0')
  return `${whole}.${fraction}`
}

/** Integer cents for display: "$25.00". */
export function formatCents(cents: number): string {
  return `$${centsToDecimal(cents)}`
}

/** Shipping as every screen and e-mail words it: in-town delivery is "Free", never "$0.00". */
export function formatShipping(cents: number): string {
  return cents === 0 ? 'Free' : formatCents(cents)
}

/** A price as the API sends it (decimal string or number) for display: "$25.00". */
export function formatPrice(price: number | string): string {
  const cents = toCents(typeof price === 'number' ? Math.round(price * 100) / 100 : price)
  return cents === null ? '$0.00' : formatCents(cents)
}

/** Throws unless `cents` is a whole, non-negative, safe number of cents. */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`bad amount in cents: ${cents}`)
}
