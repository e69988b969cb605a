import type { QueryClient } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'

import { queryKeys } from '@/lib/queryKeys'

/** Puts a saved product into the shared product list (replacing it, or adding it at the end). */
export function storeProduct(queryClient: QueryClient, product: ApiProduct): void {
  queryClient.setQueryData<ApiProduct[]>(queryKeys.products(), (list) => {
    if (!list) return [product]
    return list.some((p) => p.id === product.id) ? list.map((p) => (p.id === product.id ? product : p)) : [...list, product]
  })
}
