import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { ordersQueryOptions } from '@/features/account/api/getOrders'
import { useUser } from '@/features/auth/api/getUser'
import { PromoCodeField } from '@/components/PromoCodeField'
import { setPromoCode } from '@/lib/promoCode'
import { CheckoutPage } from '@/features/checkout/components/CheckoutPage'

import { useAppliedPromotion } from '../cart/useAppliedPromotion'
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
  const promo = useAppliedPromotion(lines, signedIn)
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
      onOrderPlaced={(order) => {
        // A code is for one order: the next purchase starts without it.
        setPromoCode(null)
        finish(order)
      }}
      promo={{
        code: promo.code,
        checking: promo.checking,
        applying: promo.busy,
        unapplied: promo.unapplied,
        onRefused: promo.refused,
        field: <PromoCodeField applied={promo.applied} typed={promo.typed} onTypedChange={promo.setTyped} error={promo.error} busy={promo.busy} onApply={promo.apply} onRemove={promo.remove} />,
      }}
    />
  )
}
