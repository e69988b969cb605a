import { PlaceholderScreen } from './PlaceholderScreen'

/** Placeholder: the payment return address; the checkout issue builds it. */
export function OrderConfirmationRoute() {
  return <PlaceholderScreen title="Order Confirmation" />
}
