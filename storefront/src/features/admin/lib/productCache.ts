import type { QueryClient } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'
import { type Size, sortSizes } from '@shared/sizes'

import { queryKeys } from '@/lib/queryKeys'

import { adminQueryKeys } from './adminQueryKeys'

/** Puts a saved product into the shared product list (replacing it, or adding it at the end). */
export function storeProduct(queryClient: QueryClient, product: ApiProduct): void {
  // /admin/products reads its own list (hidden products too): read it again.
  void queryClient.invalidateQueries({ queryKey: adminQueryKeys.products() })
  queryClient.setQueryData<ApiProduct[]>(queryKeys.products(), (list) => {
    if (!list) return [product]
    return list.some((p) => p.id === product.id) ? list.map((p) => (p.id === product.id ? product : p)) : [...list, product]
  })
}

/** The stored counts a refused save brought back: the cards show them at once. */
export function storeStockCounts(queryClient: QueryClient, productId: string, counts: Partial<Record<Size, number>>): void {
  void queryClient.invalidateQueries({ queryKey: adminQueryKeys.products() })
  queryClient.setQueryData<ApiProduct[]>(queryKeys.products(), (list) =>
    list?.map((p) => (p.id === productId ? { ...p, sizes: sortSizes(Object.keys(counts) as Size[]), sizeInventory: counts } : p)),
  )
}
