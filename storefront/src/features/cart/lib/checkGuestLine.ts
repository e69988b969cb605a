import { LINE_QUANTITY_MESSAGE, MAX_LINE_QUANTITY } from '@shared/lineQuantity'
import type { Size } from '@shared/sizes'

import type { CartProduct } from './cartLine'

/**
 * The server cart's line rules, applied to the guest cart so both carts behave alike; the
 * messages are the server's own. Null when the line is fine.
 */
export function checkGuestLine(
  product: Pick<CartProduct, 'name' | 'sizes' | 'sizeInventory'> & Partial<Pick<CartProduct, 'stock'>>,
  size: Size | null,
  quantity: number,
): string | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return LINE_QUANTITY_MESSAGE
  if (product.sizes.length === 0) {
    if (size) return `${product.name} does not come in sizes`
    // Issue 13: a counted product without sizes (null = not counted).
    if (typeof product.stock === 'number' && product.stock <= 0) return `${product.name} is out of stock`
    if (typeof product.stock === 'number' && quantity > product.stock) return `Only ${product.stock} of ${product.name} left in stock`
    return null
  }
  if (!size) return `Please select a size for ${product.name}`
  if (!product.sizes.includes(size)) return `${product.name} does not come in size ${size}`
  const available = Math.max(0, product.sizeInventory[size] ?? 0)
  if (available === 0) return `${product.name} (${size}) is out of stock`
  if (quantity > available) return `Only ${available} of ${product.name} (${size}) left in stock`
  return null
}
