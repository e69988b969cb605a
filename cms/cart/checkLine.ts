import type { Size } from '@shared/sizes'
import { badRequest, conflict } from '../http/errors'
import type { Product } from '../payload-types'
import { unsizedCount } from '../serialize/product'

/**
 * The rules for one line of a cart, the same for the server cart and for checkout: a product
 * still in the shop; a sized product needs one of its sizes, an unsized one takes none; counted
 * stock (a size's, or an unsized product's count) must cover it.
 */
export function checkLine(product: Pick<Product, 'name' | 'hidden' | 'stock' | 'stockCount'>, size: Size | null | undefined, quantity: number): Size | null {
  if (product.hidden) throw conflict(`${product.name} is no longer for sale`)
  const stock = product.stock ?? []
  if (stock.length === 0) {
    if (size) throw badRequest(`${product.name} does not come in sizes`)
    const count = unsizedCount(product)
    if (count === 0) throw conflict(`${product.name} is out of stock`)
    if (count !== null && quantity > count) throw conflict(`Only ${count} of ${product.name} left in stock`)
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
