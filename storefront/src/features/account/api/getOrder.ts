import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiBuyerOrder } from '@shared/api'
import { useEffect } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { queryKeys } from '@/lib/queryKeys'

export function getOrder(id: string): Promise<ApiBuyerOrder> {
  return apiFetch<ApiBuyerOrder>('GET', `/api/account/orders/${encodeURIComponent(id)}`)
}

export const orderQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.order(id), queryFn: () => getOrder(id) })

/** Fetched on the first expansion only, then served from the cache. */
export function useOrder(id: string, enabled: boolean) {
  const query = useQuery({ ...orderQueryOptions(id), enabled })
  // A failure to fetch order details is only logged.
  useEffect(() => {
    if (query.error) console.error(`Could not load order ${id}`, query.error)
  }, [id, query.error])
  return query
}
