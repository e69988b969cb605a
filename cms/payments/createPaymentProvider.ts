import type { Payload } from 'payload'

import type { Env } from '../env'
import { type DemoIntentReader, DemoPaymentProvider } from './demoPaymentProvider'
import type { PaymentProvider } from './paymentProvider'
import { StripePaymentProvider } from './stripePaymentProvider'

/**
 * Stripe, or the clearly labelled demo mode where env allows it (cms/env.ts: PAYMENTS_MODE,
 * PUBLIC_URL). `readDemoIntent`: how the demo mode reads its intents (the start step passes
 * checkout's prepared read).
 */
export function createPaymentProvider(env: Env, payload: Payload, readDemoIntent: DemoIntentReader): PaymentProvider {
  if (env.paymentsMode === 'stripe' && env.stripe.secretKey && env.stripe.publishableKey) {
    return new StripePaymentProvider({
      secretKey: env.stripe.secretKey,
      publishableKey: env.stripe.publishableKey,
      webhookSecret: env.stripe.webhookSecret,
      apiUrl: env.stripe.apiUrl,
    })
  }
  return new DemoPaymentProvider(payload, readDemoIntent)
}
