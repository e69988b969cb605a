import type { ApiCartItem } from '../../shared/api'
import { isSize } from '../../shared/sizes'
import { relationId } from '../db/ids'
import type { Cart, Product } from '../payload-types'
import { serializeProduct } from './product'

/** A server cart line with its product embedded (null when the product was deleted). */
export function serializeCartItem(line: Cart): ApiCartItem {
  const product = line.product && typeof line.product === 'object' ? serializeProduct(line.product as Product) : null
  return {
    id: String(line.id),
    userId: relationId(line.user) ?? '',
    productId: relationId(line.product) ?? '',
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
    },
  }
}
