import type { ApiAdminProduct, ApiProduct } from '@shared/api'
import type { ApiRestockWaiting } from '@shared/restockRequests'
import { centsToDecimal, toCents } from '@shared/money'
import { isSize, type Size, sortSizes } from '@shared/sizes'
import { mediaPath, mediaVariants } from '../media/mediaUrls'
import type { Product } from '../payload-types'

/** A product as the spec shapes it: sizes and a size → stock map derived from its stock rows. */
export function serializeProduct(product: Product): ApiProduct {
  const sizeInventory: Partial<Record<Size, number>> = {}
  for (const row of product.stock ?? []) {
    if (isSize(row.size)) sizeInventory[row.size] = Math.max(0, Math.trunc(Number(row.quantity) || 0))
  }
  return {
    id: String(product.id),
    name: product.name,
    description: product.description ?? null,
    price: centsToDecimal(productPriceCents(product)),
    image: mediaPath(product.image),
    imageVariants: mediaVariants(product.image),
    sizes: sortSizes(Object.keys(sizeInventory) as Size[]),
    sizeInventory,
    stock: unsizedCount(product),
  }
}

/** For /admin/products: hidden products too, marked; with the shoppers waiting for each sold-out size when known. */
export function serializeAdminProduct(product: Product, restockWaiting: ApiRestockWaiting = []): ApiAdminProduct {
  const value = product.fairMarketValue
  return {
    ...serializeProduct(product),
    hidden: product.hidden === true,
    fairMarketValue: value === null || value === undefined ? null : centsToDecimal(toCents(Math.round(Number(value) * 100) / 100) ?? 0),
    restockWaiting,
  }
}

/** The count of a product without sizes; null when it has sizes or its units are not counted. */
export function unsizedCount(product: Pick<Product, 'stock' | 'stockCount'>): number | null {
  if ((product.stock ?? []).length > 0) return null
  const count = product.stockCount
  return typeof count === 'number' && Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : null
}

/** The stored price in cents; the collection's validation guarantees at most two decimals. */
export function productPriceCents(product: Pick<Product, 'price'>): number {
  return toCents(Math.round(Number(product.price) * 100) / 100) ?? 0
}
