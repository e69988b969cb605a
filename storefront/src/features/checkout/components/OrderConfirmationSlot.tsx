import { lazy, Suspense, useSyncExternalStore } from 'react'

import { parseOrderConfirmation, readOrderConfirmationText, subscribeOrderConfirmation } from '../lib/orderConfirmation'

// Only a shopper who just bought downloads the panel.
const OrderConfirmationPanel = lazy(() => import('./OrderConfirmationPanel').then((m) => ({ default: m.OrderConfirmationPanel })))

/**
 * Where the home page shows a guest's order confirmation until it is dismissed (issue 17). The
 * server renders nothing here (the confirmation lives in this tab's storage); the browser fills
 * it in after hydration.
 */
export function OrderConfirmationSlot() {
  const text = useSyncExternalStore(subscribeOrderConfirmation, readOrderConfirmationText, () => null)
  const confirmation = parseOrderConfirmation(text)
  if (!confirmation) return null
  return (
    <Suspense fallback={null}>
      <OrderConfirmationPanel confirmation={confirmation} />
    </Suspense>
  )
}
