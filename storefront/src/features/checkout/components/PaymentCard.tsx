import type { PaymentConfig } from '@shared/api'
import { lazy, Suspense, useEffect, useState } from 'react'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'

import type { CheckoutIntent } from '../api/createPaymentIntent'
import type { PaymentConfirmer } from '../lib/paymentConfirmer'
import { DemoPaymentPanel } from './DemoPaymentPanel'

// Stripe.js and its React bindings are a chunk of their own, fetched only in Stripe mode.
const StripePaymentPanel = lazy(() => import('./StripePaymentPanel').then((m) => ({ default: m.StripePaymentPanel })))

type PaymentCardProps = {
  config: PaymentConfig
  /** Null while the intent for the chosen delivery method is being made. */
  intent: CheckoutIntent | null
  onConfirmerChange: (confirmer: PaymentConfirmer | null) => void
}

/** The card payment provider's embedded element, or the demo panel without Stripe keys. */
export function PaymentCard({ config, intent, onConfirmerChange }: PaymentCardProps) {
  const preparing = <Spinner label="Preparing secure payment..." showLabel className="py-8" />
  const [measure, keptHeight] = useKeptHeight(intent !== null)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Method</CardTitle>
      </CardHeader>
      <CardContent ref={measure} style={{ minHeight: keptHeight }}>
        {!intent ? (
          preparing
        ) : config.mode === 'demo' ? (
          <DemoPaymentPanel intent={intent} onConfirmerChange={onConfirmerChange} />
        ) : (
          <Suspense fallback={preparing}>
            <StripePaymentPanel key={intent.clientSecret} publishableKey={config.publishableKey} intent={intent} onConfirmerChange={onConfirmerChange} />
          </Suspense>
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
