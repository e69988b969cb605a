import { useQuery } from '@tanstack/react-query'

import { useUser } from '@/features/auth/api/getUser'
import { useGuestCart } from '@/features/cart/guest/useGuestCart'
import { type CartView, useCartLines } from '@/features/cart/hooks/useCartLines'
import { productsQueryOptions } from '@/features/products/api/getProducts'
import { useHydrated } from '@/lib/useHydrated'

/**
 * The cart that applies right now: the server cart when signed in, else the guest cart
 * with its products looked up from the product list (fetched only when there is something to look up).
 * A guest's cart is in localStorage: the server-rendered page (and its hydration) shows it loading.
 */
export function useShopCart(): CartView {
  const user = useUser()
  // A failing user call (not a 401) leaves the visitor a guest rather than stuck loading.
  const hydrated = useHydrated()
  const signedIn = user.isPending || !hydrated ? undefined : Boolean(user.data)
  const guestEntries = useGuestCart()
  const products = useQuery({ ...productsQueryOptions(), enabled: signedIn === false && guestEntries.length > 0 })
  return useCartLines(
    signedIn === undefined
      ? { mode: 'unknown' }
      : signedIn
        ? { mode: 'server' }
        : { mode: 'guest', products: products.data, productsFailed: products.isError },
  )
}
