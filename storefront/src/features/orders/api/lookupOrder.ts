import { useMutation } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

export function lookupOrder(input: { orderNumber: string; email: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('POST', '/api/orders/lookup', input)
}

/** Asks for an order's private link by e-mail; the answer never says whether the order exists. */
export function useLookupOrder() {
  return useMutation({ mutationFn: lookupOrder })
}
