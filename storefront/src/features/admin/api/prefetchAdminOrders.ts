import type { QueryClient } from '@tanstack/react-query'

import { adminOrdersQueryOptions } from './getAdminOrders'
import { ordersSummaryQueryOptions } from './getOrdersSummary'
import { markOrdersPrefetched } from './refetchOnOpen'

/**
 * /admin/orders opened straight away: its three requests (preloaded by the page) are taken into
 * the cache as the app starts, not once the screen's code has arrived and mounted, so on a slow
 * phone the first cards draw in the screen's first render instead of after a skeleton. That first
 * opening does not ask again (refetchOnOpen); later ones do.
 */
export function prefetchAdminOrders(queryClient: QueryClient): void {
  markOrdersPrefetched()
  // Should the screen have mounted first, its own request is joined (or its answer kept), not repeated.
  void queryClient.prefetchInfiniteQuery({ ...adminOrdersQueryOptions({ show: 'to-fulfil' }), staleTime: Infinity })
  void queryClient.prefetchInfiniteQuery({ ...adminOrdersQueryOptions(), staleTime: Infinity })
  void queryClient.prefetchQuery({ ...ordersSummaryQueryOptions(), staleTime: Infinity })
}
