import type { Size } from '../../shared/sizes'
import { badRequest, conflict } from '../http/errors'
import type { Product } from '../payload-types'

/**
 * The rules for one line of a cart, the same for the server cart and for checkout:
 * a sized product needs one of its sizes, an unsized one takes none, and sized stock must cover it.
 */
export function checkLine(product: Product, size: Size | null | undefined, quantity: number): Size | null {
  const stock = product.stock ?? []
  if (stock.length === 0) {
    if (size) throw badRequest(`${product.name} does not come in sizes`)
    return null
  }
  if (!size) throw badRequest(`Please select a size for ${product.name}`)
  const row = stock.find((r) => r.size === size)
  if (!row) throw badRequest(`${product.name} does not come in size ${size}`)
  const available = Math.max(0, Math.trunc(Number(row.quantity) || 0))
  if (available === 0) throw conflict(`${product.name} (${size}) is out of stock`)
  if (quantity > available) throw conflict(`Only ${available} of ${product.name} (${size}) left in stock`)
  return size
}
