import { useUser } from '@/features/auth/api/getUser'
import { OrderConfirmationPage } from '@/features/checkout/components/OrderConfirmationPage'

import { useFinishOrder } from '../checkout/useFinishOrder'

/** /order-confirmation: where Stripe returns after a redirect; finishes like the checkout. */
export function OrderConfirmationRoute() {
  const user = useUser()
  const signedIn = user.isPending ? undefined : Boolean(user.data)
  const finish = useFinishOrder(signedIn)
  return <OrderConfirmationPage signedIn={signedIn} onOrderPlaced={finish} />
}
