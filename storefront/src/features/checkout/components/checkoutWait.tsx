import type { ReactNode } from 'react'

import { EmptyCart } from '@/components/EmptyCart'
import { ErrorState } from '@/components/ErrorState'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

import { intentFailureMessage } from '../lib/paymentErrors'
import { PaymentInitError } from './PaymentInitError'

type Retryable = { isError: boolean; error: unknown; isFetching: boolean; refetch: () => Promise<unknown> }

type CheckoutWaitState = {
  /** The order is placed: the page moves on. */
  placed: boolean
  /** The cart, the session, the payment settings or the giving settings are still on their way. */
  loading: boolean
  cart: { isError: boolean; empty: boolean }
  config: Retryable
  intent: Retryable
  /** The payment was refused for its promo code only: the code is dropped and the form shows. */
  intentRefusedForCode: boolean
  /** The first payment has been asked for (later ones load inside the payment card). */
  formShown: boolean
  /** The payment failed for a passing reason (the network, the server): once the form shows, it is said in the payment card. */
  intentFailedForNow: boolean
}

/** What /checkout shows instead of its form, in the spec's order; null once the form can show. */
export function checkoutWait({ placed, loading, cart, config, intent, intentRefusedForCode, formShown, intentFailedForNow }: CheckoutWaitState): ReactNode | null {
  if (placed) return <Spinner label="Order placed. Taking you onward..." showLabel />
  if (loading) return <Spinner label="Loading checkout..." />
  if (cart.isError) {
    return (
      <ErrorState title="We couldn't load your cart.">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </ErrorState>
    )
  }
  if (cart.empty) return <EmptyCart text="Add some products to checkout!" />
  if (config.isError) return <PaymentInitError message={intentFailureMessage(config.error)} retrying={config.isFetching} onRetry={() => void config.refetch()} />
  // Once the form shows, a price that could not be made for a passing reason is said in the payment
  // card: the form, and what was typed into Stripe's card form, stay (decision 77). A refusal (a size
  // sold out meanwhile) needs the cart changed: the whole page says so.
  if (paymentFailureShown({ config, intent, intentRefusedForCode, formShown, intentFailedForNow })) {
    return <PaymentInitError message={intentFailureMessage(intent.error)} retrying={intent.isFetching} onRetry={() => void intent.refetch()} />
  }
  if (!formShown) return <Spinner label="Loading checkout..." />
  return null
}

/**
 * The payment settings or the payment could not be had, and the page says so instead of the form
 * (once the form shows, a passing failure is said in the payment card): no room is held for a form
 * that is not coming.
 */
export function paymentFailureShown({ config, intent, intentRefusedForCode, formShown, intentFailedForNow }: Pick<CheckoutWaitState, 'config' | 'intent' | 'intentRefusedForCode' | 'formShown' | 'intentFailedForNow'>): boolean {
  return config.isError || (intent.isError && !intentRefusedForCode && !(formShown && intentFailedForNow))
}
