import { FlaskConical } from 'lucide-react'
import { useEffect } from 'react'

import { confirmDemoPayment } from '../api/confirmDemoPayment'
import type { CheckoutIntent } from '../api/createPaymentIntent'
import { confirmerFor, type PaymentConfirmer } from '../lib/paymentConfirmer'

type DemoPaymentPanelProps = { intent: CheckoutIntent; onConfirmerChange: (confirmer: PaymentConfirmer | null) => void }

/** Demo payments (no Stripe keys on the server): nothing to type, and it says so plainly. */
export function DemoPaymentPanel({ intent, onConfirmerChange }: DemoPaymentPanelProps) {
  const { paymentIntentId, clientSecret, deliveryMethod, ticket } = intent
  useEffect(() => {
    const pay = { paymentIntentId, clientSecret, deliveryMethod, ticket }
    onConfirmerChange(
      confirmerFor(pay, async (details) => {
        await confirmDemoPayment({ paymentIntentId, clientSecret, ...details })
      }),
    )
    return () => onConfirmerChange(null)
  }, [paymentIntentId, clientSecret, deliveryMethod, ticket, onConfirmerChange])

  return (
    <div role="note" aria-labelledby="demo-payment-title" className="flex gap-3 rounded-lg border-2 border-dashed border-ocean/60 bg-accent p-4 text-accent-foreground">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p id="demo-payment-title" className="font-semibold">
          Demo mode — no card is charged
        </p>
        <p className="text-sm">
          This shop is not connected to a card payment provider yet. Placing the order records a test payment instead; there is nothing to
          type here.
        </p>
      </div>
    </div>
  )
}
