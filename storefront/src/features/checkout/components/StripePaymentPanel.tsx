import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { AlertTriangle } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

import type { CheckoutIntent } from '../api/createPaymentIntent'
import { confirmerFor, type PaymentConfirmer } from '../lib/paymentConfirmer'
import { PaymentError } from '../lib/paymentErrors'
import { stripeConfirmParams } from '../lib/stripeConfirmParams'

type StripePaymentPanelProps = {
  publishableKey: string
  intent: CheckoutIntent
  onConfirmerChange: (confirmer: PaymentConfirmer | null) => void
}

type LoadState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' }

// '/pure' adds Stripe.js to the page only when loadStripe is called: here, on the checkout in Stripe mode.
let loading: { key: string; promise: Promise<Stripe | null> } | null = null
function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  if (!loading || loading.key !== publishableKey) {
    const promise = loadStripe(publishableKey)
    loading = { key: publishableKey, promise }
    // A failed load may be retried (the library itself allows it).
    promise.catch(() => {
      if (loading?.promise === promise) loading = null
    })
  }
  return loading.promise
}

/** The house colours for Stripe's Payment Element. */
const APPEARANCE: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: { colorPrimary: '#b91c1c', colorText: '#1c1917', colorDanger: '#b42318', borderRadius: '8px', fontSizeBase: '16px' },
}

/**
 * Stripe's Payment Element for one intent (the parent remounts it per client secret: Elements
 * cannot switch intents; a payment repriced in place keeps its secret and its form, decision 77). Until Stripe.js and the element are ready, no confirmer is offered and
 * a submit gets the spec's "not initialized" message.
 */
export function StripePaymentPanel({ publishableKey, intent, onConfirmerChange }: StripePaymentPanelProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    loadStripeOnce(publishableKey).then(
      (stripe) => live && setState(stripe ? { status: 'ready', stripe } : { status: 'failed' }),
      (err: unknown) => {
        console.error('Stripe.js could not be loaded', err)
        if (live) setState({ status: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [publishableKey, attempt])

  const options = useMemo<StripeElementsOptions>(() => ({ clientSecret: intent.clientSecret, appearance: APPEARANCE }), [intent.clientSecret])

  if (state.status === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4">
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangle aria-hidden="true" className="size-5 text-destructive" />
          The secure card form could not be loaded.
        </p>
        <p className="text-sm text-muted-foreground">Check your internet connection, then try again.</p>
        <Button
          variant="outline"
          onClick={() => {
            setState({ status: 'loading' })
            setAttempt((n) => n + 1)
          }}
        >
          Load Card Form Again
        </Button>
      </div>
    )
  }
  if (state.status === 'loading') return <Spinner label="Loading secure card form..." showLabel className="py-8" />
  return (
    <Elements stripe={state.stripe} options={options}>
      <StripeFields intent={intent} onConfirmerChange={onConfirmerChange} />
    </Elements>
  )
}

function StripeFields({ intent, onConfirmerChange }: Omit<StripePaymentPanelProps, 'publishableKey'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [elementReady, setElementReady] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const { paymentIntentId, clientSecret, deliveryMethod, ticket } = intent
  const total = intent.amounts?.total
  // The total the card form last read from Stripe: repriced in place, it reads the payment again (decision 77).
  const formTotal = useRef(total)

  useEffect(() => {
    if (!stripe || !elements || !elementReady) return
    let live = true
    const offer = () => {
      if (!live) return
      formTotal.current = total
      onConfirmerChange(
        confirmerFor({ paymentIntentId, clientSecret, deliveryMethod, ticket }, async (details) => {
          const { error, paymentIntent } = await stripe.confirmPayment({
            elements,
            confirmParams: stripeConfirmParams(details, window.location.origin),
            redirect: 'if_required',
          })
          if (error) throw new PaymentError(error.message ?? 'Your payment could not be completed.')
          if (paymentIntent?.status !== 'succeeded') {
            throw new PaymentError('Your payment has not been completed yet. Please check your payment details and try again.')
          }
        }),
      )
    }
    if (formTotal.current === total) offer()
    else {
      // What the form shows (wallets' amounts, the methods on offer) follows the new total; the
      // payment itself is Stripe's either way, so a failed refresh still lets the buyer pay.
      elements.fetchUpdates().then(offer, (err: unknown) => {
        console.error('The card form could not read the new amount', err)
        offer()
      })
    }
    return () => {
      live = false
      onConfirmerChange(null)
    }
  }, [stripe, elements, elementReady, paymentIntentId, clientSecret, deliveryMethod, total, ticket, onConfirmerChange])

  return (
    <div className="grid gap-3">
      {!elementReady && !loadError && <Spinner label="Loading secure card form..." showLabel className="py-4" />}
      {loadError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {loadError}
        </p>
      )}
      <PaymentElement
        options={{ layout: 'tabs', fields: { billingDetails: { name: 'never', email: 'never', phone: 'never' } } }}
        onReady={() => setElementReady(true)}
        onLoadError={(event) => setLoadError(event.error.message ?? 'The card form could not be loaded. Please reload the page.')}
      />
    </div>
  )
}
