import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiSavedCard } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export async function getPaymentMethods(): Promise<ApiSavedCard[]> {
  const answer = await apiFetch<{ paymentMethods: ApiSavedCard[] }>('GET', '/api/account/payment-methods')
  return answer.paymentMethods ?? []
}

export const paymentMethodsQueryOptions = () => queryOptions({ queryKey: queryKeys.paymentMethods(), queryFn: getPaymentMethods })

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions())
}
