import type { ApiAdminProduct, ApiProduct } from '@shared/api'
import type { ApiRestockWaiting } from '@shared/restockRequests'
import { isSize, type Size, sortSizes } from '@shared/sizes'
import { productPrice } from '../catalog/productPrice'
import { unsizedCount } from '../catalog/unsizedCount'
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
    price: productPrice(product),
    image: mediaPath(product.image),
    imageVariants: mediaVariants(product.image),
    sizes: sortSizes(Object.keys(sizeInventory) as Size[]),
    sizeInventory,
    stock: unsizedCount(product),
  }
}

/** For /admin/products: hidden products too, marked; with the shoppers waiting for each sold-out size when known. */
export function serializeAdminProduct(product: Product, restockWaiting: ApiRestockWaiting = []): ApiAdminProduct {
  return { ...serializeProduct(product), hidden: product.hidden === true, restockWaiting }
}
