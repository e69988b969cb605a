import { toCents } from '@shared/money'
import { FAIR_MARKET_VALUE_ABOVE_PRICE } from '@shared/productRules'

/** Empty, or dollars with at most two decimals, from $0.00 to the product's price. */
export function validateFairMarketValue(value: number | null | undefined, { siblingData }: { siblingData?: { price?: unknown } } = {}): true | string {
  if (value === null || value === undefined) return true
  const cents = toCents(value)
  if (cents === null) return 'Fair market value must be a non-negative amount with at most 2 decimals'
  const price = typeof siblingData?.price === 'number' ? toCents(siblingData.price) : null
  if (price !== null && cents > price) return FAIR_MARKET_VALUE_ABOVE_PRICE
  return true
}
