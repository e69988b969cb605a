import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiCartItem } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function getCart(): Promise<ApiCartItem[]> {
  return apiFetch<ApiCartItem[]>('GET', '/api/cart')
}

export const cartQueryOptions = () => queryOptions({ queryKey: queryKeys.cart(), queryFn: getCart })

/** The server cart; fetched only when signed in. */
export function useServerCart(signedIn: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled: signedIn })
}
