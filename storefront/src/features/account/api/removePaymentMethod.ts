import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function removePaymentMethod(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('DELETE', `/api/account/payment-methods/${encodeURIComponent(id)}`)
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removePaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethods() }),
  })
}
