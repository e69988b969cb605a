import { useMemo } from 'react'

import { useUser } from '@/features/auth/api/getUser'
import { CheckoutPage } from '@/features/checkout/components/CheckoutPage'

import { useShopCart } from '../cart/useShopCart'
import { toCheckoutLines } from '../checkout/toCheckoutLines'
import { useFinishOrder } from '../checkout/useFinishOrder'

/** Spec §2 /checkout: the checkout feature, fed the cart that applies and told how to finish. */
export function CheckoutRoute() {
  const user = useUser()
  // A failing user call (not a 401) leaves the visitor a guest, as the cart does.
  const signedIn = user.isPending ? undefined : Boolean(user.data)
  const cart = useShopCart()
  const lines = useMemo(() => toCheckoutLines(cart.lines), [cart.lines])
  const finish = useFinishOrder(signedIn)
  return (
    <CheckoutPage
      cart={{ lines, subtotalCents: cart.subtotalCents, isPending: cart.isPending, isError: cart.isError }}
      signedIn={signedIn}
      onOrderPlaced={finish}
    />
  )
}
