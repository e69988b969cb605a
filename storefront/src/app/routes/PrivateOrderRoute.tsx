import { Link, useParams, useSearchParams } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { Spinner } from '@/components/ui/spinner'
import { usePrivateOrder } from '@/features/orders/api/getPrivateOrder'
import { PrivateOrderView } from '@/features/orders/components/PrivateOrderView'

/** /orders/{id}?token=…, the link in the receipt: the order, for whoever holds the link. */
export function PrivateOrderRoute() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const order = usePrivateOrder(id, token)

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <PageTitle title="Your Order" />
      {/* A private link: never in search results. */}
      <meta name="robots" content="noindex" />
      {token && order.isPending ? (
        <Spinner label="Loading your order..." className="py-16" />
      ) : order.data ? (
        <PrivateOrderView order={order.data} />
      ) : (
        <div className="grid gap-3 rounded-xl border border-border bg-card p-8 text-center">
          <h1 className="text-2xl font-bold">Order not found</h1>
          <p className="text-muted-foreground">This order link is not valid. Please open the link from your receipt again.</p>
          <p>
            <Link to="/order-lookup" className="font-semibold text-ocean underline-offset-4 hover:underline">
              Email me my order link
            </Link>
          </p>
        </div>
      )}
    </div>
  )
}
