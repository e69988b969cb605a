import type { PaymentConfig } from '@shared/api'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

import { checkoutKeys } from './checkoutKeys'

/** GET /api/checkout/config: Stripe with its publishable key, or demo payments. */
export function getPaymentConfig(): Promise<PaymentConfig> {
  return apiFetch<PaymentConfig>('GET', '/api/checkout/config')
}

export const paymentConfigQueryOptions = () => queryOptions({ queryKey: checkoutKeys.config(), queryFn: getPaymentConfig })

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions())
}
