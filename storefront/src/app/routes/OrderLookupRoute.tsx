import { PageTitle } from '@/components/PageTitle'
import { OrderLookupForm } from '@/features/orders/components/OrderLookupForm'

export function OrderLookupRoute() {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <PageTitle title="Find Your Order" />
      <OrderLookupForm />
    </div>
  )
}
