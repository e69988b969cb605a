import { Package } from 'lucide-react'

import { ErrorState } from '@/components/ErrorState'
import { ShowMore } from '@/components/ShowMore'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

import { useOrders } from '../api/getOrders'
import { EmptyState } from './EmptyState'
import { OrderCard } from './OrderCard'

/** Three skeletons while the orders load. */
const SKELETON_COUNT = 3

export function OrdersTab() {
  const orders = useOrders()
  if (orders.isPending) {
    return (
      <div role="status" aria-label="Loading orders" className="grid gap-4">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl" data-testid="order-skeleton" />
        ))}
      </div>
    )
  }
  if (orders.isError) {
    return (
      <ErrorState titleAs="h3" title="Orders are unavailable" description="We couldn't load your orders. Please try again.">
        <Button variant="outline" onClick={() => void orders.refetch()}>
          Try Again
        </Button>
      </ErrorState>
    )
  }
  const list = orders.data.pages.flatMap((page) => page.orders)
  if (list.length === 0) {
    return <EmptyState icon={Package} title="No Orders Yet" text="When you make a purchase, your orders will appear here" />
  }
  return (
    <div className="grid gap-4">
      {list.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      <ShowMore what="orders" hasMore={orders.hasNextPage} loading={orders.isFetchingNextPage} onMore={() => void orders.fetchNextPage()} />
    </div>
  )
}
