import type { ApiCartItem, ApiProduct } from '@shared/api'
import type { LineProduct } from '@shared/cartLineRule'
import type { Size } from '@shared/sizes'
import { type GuestCartEntry, guestLineId } from '../guest/guestCartReducer'

export type CartProduct = Pick<ApiProduct, 'id' | 'name' | 'price' | 'image' | 'imageVariants' | 'sizes' | 'sizeInventory' | 'stock'>

/** One cart line as the screens show it, whichever cart it comes from. */
export type CartLine = {
  id: string
  source: 'guest' | 'server'
  product: CartProduct
  size: Size | null
  quantity: number
}

/** Lines without an embedded product are neither shown nor counted. */
export function serverCartLines(items: ApiCartItem[]): CartLine[] {
  return items.flatMap((item) =>
    item.product ? [{ id: item.id, source: 'server' as const, product: item.product, size: item.size, quantity: item.quantity }] : [],
  )
}

/** Guest entries with their products looked up from the product list; unknown products are skipped. */
export function guestCartLines(entries: GuestCartEntry[], products: CartProduct[]): CartLine[] {
  const byId = new Map(products.map((product) => [product.id, product]))
  return entries.flatMap((entry) => {
    const product = byId.get(entry.productId)
    return product
      ? [{ id: guestLineId(entry), source: 'guest' as const, product, size: entry.size ?? null, quantity: entry.quantity }]
      : []
  })
}

/** A product as the shared line rule (shared/cartLineRule.ts) reads it: the guest cart follows the server cart's rules. */
export function lineProductOf(product: Pick<CartProduct, 'name' | 'sizes' | 'sizeInventory'> & Partial<Pick<CartProduct, 'stock'>>): LineProduct {
  return {
    name: product.name,
    sizes: Object.fromEntries(product.sizes.map((size) => [size, product.sizeInventory[size] ?? 0])),
    count: typeof product.stock === 'number' ? product.stock : null,
  }
}
