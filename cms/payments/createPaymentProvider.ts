import type { Payload } from 'payload'

import type { Env } from '../env'
import { DemoPaymentProvider } from './demoPaymentProvider'
import type { PaymentProvider } from './paymentProvider'
import { StripePaymentProvider } from './stripePaymentProvider'

/** Stripe when keys are configured, otherwise the clearly labelled demo mode. */
export function createPaymentProvider(env: Env, payload: Payload): PaymentProvider {
  if (env.stripe.secretKey && env.stripe.publishableKey) {
    return new StripePaymentProvider({
      secretKey: env.stripe.secretKey,
      publishableKey: env.stripe.publishableKey,
      webhookSecret: env.stripe.webhookSecret,
      apiUrl: env.stripe.apiUrl,
    })
  }
  return new DemoPaymentProvider(payload)
}
