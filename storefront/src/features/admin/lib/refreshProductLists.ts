import type { QueryClient } from '@tanstack/react-query'

import { queryKeys } from '@/lib/queryKeys'

import { adminQueryKeys } from './adminQueryKeys'

/** After a product changed: the admin list and the shop's list are read again. */
export function refreshProductLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.products() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products() }),
  ]).then(() => undefined)
}
