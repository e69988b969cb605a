import type { ApiCartItem, ApiProduct } from '@shared/api'
import { isSize } from '@shared/sizes'
import { relationId } from '../db/ids'
import type { Cart } from '../payload-types'

/**
 * A server cart line with its product embedded (from the cached catalogue; null when the
 * product was deleted or hidden, and then neither shown nor counted by the storefront; a hidden
 * product's line stays, and shows again if the product comes back).
 */
export function serializeCartItem(line: Cart, products: Map<string, ApiProduct>): ApiCartItem {
  const productId = relationId(line.product) ?? ''
  const product = products.get(productId) ?? null
  return {
    id: String(line.id),
    userId: relationId(line.user) ?? '',
    productId,
    quantity: line.quantity,
    size: isSize(line.size) ? line.size : null,
    createdAt: line.createdAt,
    product: product && {
      id: product.id,
      name: product.name,
      price: product.price,
      image: product.image,
      imageVariants: product.imageVariants,
      sizes: product.sizes,
      sizeInventory: product.sizeInventory,
      stock: product.stock,
    },
  }
}
