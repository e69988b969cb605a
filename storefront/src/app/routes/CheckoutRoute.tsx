import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { ordersQueryOptions } from '@/features/account/api/getOrders'
import { useUser } from '@/features/auth/api/getUser'
import { CheckoutPage } from '@/features/checkout/components/CheckoutPage'

import { useShopCart } from '../cart/useShopCart'
import { checkoutPrefill } from '../checkout/checkoutPrefill'
import { toCheckoutLines } from '../checkout/toCheckoutLines'
import { useFinishOrder } from '../checkout/useFinishOrder'

/** /checkout: the checkout feature, fed the cart that applies, the signed-in buyer's details, and told how to finish. */
export function CheckoutRoute() {
  const user = useUser()
  // A failing user call (not a 401) leaves the visitor a guest, as the cart does.
  const signedIn = user.isPending ? undefined : Boolean(user.data)
  const cart = useShopCart()
  const lines = useMemo(() => toCheckoutLines(cart.lines), [cart.lines])
  const finish = useFinishOrder(signedIn)
  // Their past orders know the phone number the profile lacks; a failed call just leaves it empty.
  const orders = useQuery({ ...ordersQueryOptions(), enabled: signedIn === true })
  const prefill = useMemo(
    () => (user.data && !orders.isPending ? checkoutPrefill(user.data, orders.data ?? []) : undefined),
    [user.data, orders.isPending, orders.data],
  )
  return (
    <CheckoutPage
      cart={{ lines, subtotalCents: cart.subtotalCents, isPending: cart.isPending, isError: cart.isError }}
      signedIn={signedIn}
      prefill={prefill}
      onOrderPlaced={finish}
    />
  )
}
