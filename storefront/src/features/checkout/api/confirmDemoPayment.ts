import { apiFetch } from '@/lib/apiClient'

import type { PaymentDetails } from '../lib/paymentDetails'

export type DemoConfirmInput = { paymentIntentId: string; clientSecret: string } & PaymentDetails

/** POST /api/checkout/demo/confirm: the demo panel's stand-in for a card payment (demo mode only). */
export function confirmDemoPayment({ paymentIntentId, clientSecret, billing, shippingAddress }: DemoConfirmInput): Promise<{ status: 'succeeded' }> {
  return apiFetch('POST', '/api/checkout/demo/confirm', { paymentIntentId, clientSecret, billingDetails: billing, shippingAddress })
}
