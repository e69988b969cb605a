import { centsToDecimal, toCents } from '@shared/money'
import type { Product } from '../payload-types'

/**
 * A product's price, worked out here only: in cents for the sums (the cart, checkout, the order),
 * and as the decimal string the API answers with. The collection's validation guarantees at most
 * two decimals in the stored price.
 */
export function productPriceCents(product: Pick<Product, 'price'>): number {
  return toCents(Math.round(Number(product.price) * 100) / 100) ?? 0
}

/** The price as the API shows it ("12.50"). */
export function productPrice(product: Pick<Product, 'price'>): string {
  return centsToDecimal(productPriceCents(product))
}

/** The fair market value a volunteer set (issue 27: what a receipt estimates the goods at), in cents; null when unset. */
export function fairMarketValueCents(product: Pick<Product, 'fairMarketValue'>): number | null {
  const value = product.fairMarketValue
  if (value === null || value === undefined) return null
  return toCents(Math.round(Number(value) * 100) / 100)
}

/** The fair market value as the admin API shows it ("8.00"), or null when unset. */
export function fairMarketValue(product: Pick<Product, 'fairMarketValue'>): string | null {
  const cents = fairMarketValueCents(product)
  return cents === null ? null : centsToDecimal(cents)
}
