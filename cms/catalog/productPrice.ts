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
