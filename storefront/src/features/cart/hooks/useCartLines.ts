import { useMemo } from 'react'

import { useServerCart } from '../api/getCart'
import { useGuestCart } from '../guest/useGuestCart'
import { type CartLine, type CartProduct, guestCartLines, serverCartLines } from '../lib/cartLine'
import { cartTotals } from '../lib/cartTotals'

type CartSource =
  /** Auth still loading: which cart applies is not known yet. */
  | { mode: 'unknown' }
  | { mode: 'server' }
  /** Guest lines need the product list (undefined while it loads). */
  | { mode: 'guest'; products: CartProduct[] | undefined; productsFailed: boolean }

export type CartView = { lines: CartLine[]; count: number; subtotalCents: number; isPending: boolean; isError: boolean }

/** The cart that applies: the server cart when signed in, else the guest cart. */
export function useCartLines(source: CartSource): CartView {
  const server = useServerCart(source.mode === 'server')
  const guestEntries = useGuestCart()
  const products = source.mode === 'guest' ? source.products : undefined
  const productsFailed = source.mode === 'guest' && source.productsFailed
  const { mode } = source

  return useMemo(() => {
    let lines: CartLine[] = []
    let isPending = false
    let isError = false
    if (mode === 'unknown') isPending = true
    else if (mode === 'server') {
      isPending = server.isPending
      isError = server.isError
      lines = server.data ? serverCartLines(server.data) : []
    } else if (guestEntries.length > 0) {
      isPending = !products && !productsFailed
      isError = productsFailed && !products
      lines = products ? guestCartLines(guestEntries, products) : []
    }
    return { lines, ...cartTotals(lines), isPending, isError }
  }, [mode, server.isPending, server.isError, server.data, guestEntries, products, productsFailed])
}
