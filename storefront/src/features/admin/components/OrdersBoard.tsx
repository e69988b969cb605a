import { Download, RefreshCw } from 'lucide-react'
import { startTransition, useEffect, useId, useState } from 'react'
import { createPortal, flushSync } from 'react-dom'

import { ShowMore } from '@/components/ShowMore'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { afterNextPaint } from '@/lib/afterNextPaint'
import { cn } from '@/lib/cn'

import { useAdminOrders } from '../api/getAdminOrders'
import { ordersScreenClosed } from '../api/refetchOnOpen'
import { needsFulfilment } from '../lib/orderDisplay'
import { type OrderFilters, orderFiltersQuery } from '../lib/orderFilters'
import { usePrintPackingSlip } from '../lib/printPackingSlip'
import { AdminOrderCard } from './AdminOrderCard'
import { AdminPage } from './AdminPage'
import { LoadError } from './LoadError'
import { OrderSearch } from './OrderSearch'
import { OrdersSummary } from './OrdersSummary'
import { offersPackingSlip, PackingSlip } from './PackingSlip'

type Filter = 'to-fulfil' | 'all'

/**
 * /admin/orders (beyond the spec): the summary, finding orders (search, filters, CSV of what is
 * found), every order newest first, and what is left to hand over or ship (an order whose items
 * were all refunded has nothing left: it leaves "To Fulfil"). Printing prints packing slips. Both
 * lists come a page at a time: more as the volunteer scrolls down, or with "Show more".
 */
export function OrdersBoard() {
  const [filters, setFilters] = useState<OrderFilters>({})
  const [filter, setFilter] = useState<Filter>('to-fulfil')
  // Each list is paged on its own by the server, "To Fulfil" first (decision 37); both first pages
  // load, so both buttons can say how many there are.
  const lists = { 'to-fulfil': useAdminOrders({ ...filters, show: 'to-fulfil' }), all: useAdminOrders(filters) }
  const orders = lists[filter]
  const searching = orderFiltersQuery(filters) !== ''
  const shown = (orders.data?.pages ?? []).flatMap((page) => page.orders).filter((order) => filter === 'all' || needsFulfilment(order))
  const countOf = (list: (typeof lists)[Filter]) => {
    const loaded = (list.data?.pages ?? []).reduce((sum, page) => sum + page.orders.length, 0)
    return list.hasNextPage ? `${loaded}+` : String(loaded)
  }
  // The first cards first (decision 57): the rest of the page, and the packing slips printing
  // needs, one frame after they are on screen.
  const { after: settled, now: settleNow } = useOneFrameAfter(shown.length > 0)
  // Opened again later, the screen asks for its orders anew (api/refetchOnOpen.ts).
  useEffect(() => ordersScreenClosed, [])
  const slips = usePrintPackingSlip()
  const [slipPrices, setSlipPrices] = useState(false)
  const pricesId = useId()

  return (
    <AdminPage
      title="Orders"
      description="Newest first. Mark an order fulfilled once it is handed over or shipped."
      back={{ to: '/admin/products', label: 'Back to Products' }}
      actions={
        <>
          <Button variant="outline" size="sm" asChild>
            <a href={`/api/admin/orders/export.csv${orderFiltersQuery(filters)}`} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void Promise.all([lists['to-fulfil'].refetch(), lists.all.refetch()])} busy={orders.isFetching}>
            <RefreshCw aria-hidden="true" className={cn(orders.isFetching && 'animate-spin')} />
            {orders.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
        </>
      }
    >
      <div className="mb-6 grid gap-4">
        <OrdersSummary />
        <OrderSearch
          filters={filters}
          onSearch={(next) => {
            setFilters(next)
            // A search looks through every order, fulfilled or not; cleared, the work list comes back.
            if (orderFiltersQuery(next) !== '') setFilter('all')
            else if (searching) setFilter('to-fulfil')
          }}
        />
      </div>
      {orders.isPending ? (
        <div role="status" aria-label="Loading orders" className="grid gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : orders.isError ? (
        <LoadError what="the orders" query={orders} />
      ) : (
        <div className="grid gap-4">
          <div data-no-print className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label="Show" className="inline-flex w-full rounded-xl bg-secondary p-1 sm:w-auto sm:justify-self-start">
            {(
              [
                ['to-fulfil', `To Fulfil (${countOf(lists['to-fulfil'])})`],
                ['all', `All Orders (${countOf(lists.all)})`],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className="h-10 flex-1 rounded-lg px-4 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm sm:flex-none"
              >
                {label}
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id={pricesId} checked={slipPrices} onChange={(event) => setSlipPrices(event.target.checked)} />
            <Label htmlFor={pricesId}>Show prices on packing slips</Label>
          </div>
          </div>
          <h2 className="sr-only">{filter === 'all' ? 'All orders' : 'Orders to fulfil'}</h2>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed border-input bg-card p-8 text-center text-muted-foreground">
              {searching ? 'No orders match this search.' : filter === 'all' ? 'No orders yet.' : 'Nothing to fulfil right now.'}
            </p>
          ) : (
            (settled ? shown : shown.slice(0, FIRST_CARDS)).map((order) => <AdminOrderCard
                key={order.id}
                order={order}
                onPrintSlip={(id) => {
                  settleNow()
                  slips.print(id)
                }}
              />)
          )}
          <ShowMore what="orders" hasMore={orders.hasNextPage} loading={orders.isFetchingNextPage} onMore={() => void orders.fetchNextPage()} />
          {settled &&
            createPortal(
              <div data-print-root>
                {shown.filter(offersPackingSlip).map((order) => (
                  <PackingSlip key={order.id} order={order} withPrices={slipPrices} printing={slips.printing === order.id} />
                ))}
              </div>,
              document.body,
            )}
        </div>
      )}
    </AdminPage>
  )
}

/** As many cards as a screen shows, and a few: rendered before the rest of a page of orders. */
const FIRST_CARDS = 6

/**
 * True from the frame after `ready` first was (once the browser has painted what `ready` rendered);
 * at once when something is about to be printed, since printing needs the packing slips.
 */
function useOneFrameAfter(ready: boolean): { after: boolean; now: () => void } {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (!ready || after) return
    // The rest in slices the browser may interrupt: a phone drawing 44 cards and 50 packing slips at
    // once held the volunteer's first tap for seconds (a discrete tap now goes first).
    const cancel = afterNextPaint(() => startTransition(() => setAfter(true)))
    const beforePrint = () => flushSync(() => setAfter(true))
    window.addEventListener('beforeprint', beforePrint)
    return () => {
      cancel()
      window.removeEventListener('beforeprint', beforePrint)
    }
  }, [ready, after])
  return { after, now: () => flushSync(() => setAfter(true)) }
}
