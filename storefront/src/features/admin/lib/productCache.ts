import type { QueryClient } from '@tanstack/react-query'
import type { ApiAdminProduct, ApiProduct } from '@shared/api'
import { type Size, sortSizes } from '@shared/sizes'

import { queryKeys } from '@/lib/queryKeys'

import { adminQueryKeys } from './adminQueryKeys'

/** Puts a saved product into the shared product list (replacing it, or adding it at the end). */
export function storeProduct(queryClient: QueryClient, product: ApiProduct): void {
  patchAdminList(queryClient, product.id, product)
  queryClient.setQueryData<ApiProduct[]>(queryKeys.products(), (list) => {
    if (!list) return [product]
    return list.some((p) => p.id === product.id) ? list.map((p) => (p.id === product.id ? product : p)) : [...list, product]
  })
}

/** The stored counts a refused save brought back: the cards show them at once. */
export function storeStockCounts(queryClient: QueryClient, productId: string, counts: Partial<Record<Size, number>>): void {
  const stock = { sizes: sortSizes(Object.keys(counts) as Size[]), sizeInventory: counts }
  patchAdminList(queryClient, productId, stock)
  queryClient.setQueryData<ApiProduct[]>(queryKeys.products(), (list) =>
    list?.map((p) => (p.id === productId ? { ...p, ...stock } : p)),
  )
}

/**
 * /admin/products reads its own list (hidden products too): its card shows what was saved at once,
 * and the list is read again for the rest.
 */
function patchAdminList(queryClient: QueryClient, productId: string, patch: Partial<ApiAdminProduct>): void {
  queryClient.setQueryData<ApiAdminProduct[]>(adminQueryKeys.products(), (list) => list?.map((p) => (p.id === productId ? { ...p, ...patch } : p)))
  void queryClient.invalidateQueries({ queryKey: adminQueryKeys.products() })
}
