import { MIN_PRICE_CENTS, PRICE_MINIMUM_MESSAGE, toCents } from '@shared/money'

/** Prices are dollars with at most two decimals, from $0.50 (Stripe's minimum charge) to $1,000,000. */
export function validatePrice(value: number | null | undefined): true | string {
  if (value === null || value === undefined) return 'Price is required'
  const cents = toCents(value)
  if (cents === null) return 'Price must be a non-negative amount with at most 2 decimals'
  if (cents < MIN_PRICE_CENTS) return PRICE_MINIMUM_MESSAGE
  if (cents > 100_000_000) return 'Price must be at most $1,000,000'
  return true
}
