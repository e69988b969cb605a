import type { PaymentConfig } from '@shared/api'
import { lazy, Suspense, useEffect, useState } from 'react'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'

import type { CheckoutIntent } from '../api/createPaymentIntent'
import type { PaymentConfirmer } from '../lib/paymentConfirmer'
import { DemoPaymentPanel } from './DemoPaymentPanel'
import { PaymentInitError } from './PaymentInitError'

// Stripe.js and its React bindings are a chunk of their own, fetched only in Stripe mode.
const StripePaymentPanel = lazy(() => import('./StripePaymentPanel').then((m) => ({ default: m.StripePaymentPanel })))

/** The new price could not be made (the form stays): why, and another try. */
export type PriceError = { message: string; retrying: boolean; onRetry: () => void }

type PaymentCardProps = {
  config: PaymentConfig
  /** Null until the first payment is made; then the one on screen, also while the next price is made. */
  intent: CheckoutIntent | null
  /** A new price is being made: the card form stays (what was typed is kept) and says so. */
  repricing?: boolean
  priceError?: PriceError | null
  onConfirmerChange: (confirmer: PaymentConfirmer | null) => void
}

/** The card payment provider's embedded element, or the demo panel without Stripe keys. */
export function PaymentCard({ config, intent, repricing = false, priceError = null, onConfirmerChange }: PaymentCardProps) {
  const preparing = <Spinner label="Preparing secure payment..." showLabel className="py-8" />
  const [measure, keptHeight] = useKeptHeight(intent !== null)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Method</CardTitle>
      </CardHeader>
      <CardContent ref={measure} style={{ minHeight: keptHeight }}>
        {/* Always there, so a screen reader hears the change; nothing on screen moves (decision 70), the form only dims. */}
        <p role="status" className="sr-only">
          {intent && repricing ? 'Updating the amount...' : ''}
        </p>
        {/* The spec's words for a payment that could not be made, here above the card form it keeps. */}
        {priceError && (
          <div className="mb-4">
            <PaymentInitError message={priceError.message} retrying={priceError.retrying} onRetry={priceError.onRetry} />
          </div>
        )}
        {!intent ? (
          preparing
        ) : (
          <div aria-busy={repricing} className={repricing ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            {config.mode === 'demo' ? (
              <DemoPaymentPanel intent={intent} onConfirmerChange={onConfirmerChange} />
            ) : (
              <Suspense fallback={preparing}>
                <StripePaymentPanel key={intent.clientSecret} publishableKey={config.publishableKey} intent={intent} onConfirmerChange={onConfirmerChange} />
              </Suspense>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  )
}

/**
 * The height the panel last had, kept while the next payment is prepared: a press on Place Order
 * that leaves the gift's field starts a new payment, and nothing below may move between the
 * finger going down and coming up (decision 70).
 */
function useKeptHeight(panelShown: boolean) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const [height, setHeight] = useState<number>()
  useEffect(() => {
    if (!panelShown || !element) return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [panelShown, element])
  return [setElement, panelShown ? undefined : height] as const
}
