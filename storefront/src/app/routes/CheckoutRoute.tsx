import { PlaceholderScreen } from './PlaceholderScreen'

/** Placeholder: the checkout issue builds this screen. */
export function CheckoutRoute() {
  return <PlaceholderScreen title="Checkout" />
}
