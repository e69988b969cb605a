import { CreditCard } from 'lucide-react'

import { ErrorState } from '@/components/ErrorState'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

import { usePaymentMethods } from '../api/getPaymentMethods'
import { EmptyState } from './EmptyState'
import { SavedCardItem } from './SavedCardItem'

/** Two skeletons while the saved cards load. */
const SKELETON_COUNT = 2

/** In demo payment mode no card is ever taken, so none is saved: the empty state says so. */
const DEMO_NO_SAVED_CARDS = 'This is a demo shop: no card is charged or saved, so none will appear here.'

export function PaymentsTab({ demoPayments = false }: { demoPayments?: boolean }) {
  const methods = usePaymentMethods()
  if (methods.isPending) {
    return (
      <div role="status" aria-label="Loading saved cards" className="grid gap-4">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-xl" data-testid="card-skeleton" />
        ))}
      </div>
    )
  }
  if (methods.isError) {
    return (
      <ErrorState titleAs="h3" title="Saved cards are unavailable" description="We couldn't load your saved cards. Please try again.">
        <Button variant="outline" onClick={() => void methods.refetch()}>
          Try Again
        </Button>
      </ErrorState>
    )
  }
  if (methods.data.length === 0) {
    return (
      <EmptyState
        icon={CreditCard}
        title="No Saved Cards"
        text={demoPayments ? DEMO_NO_SAVED_CARDS : 'Payment methods will be saved during checkout'}
      />
    )
  }
  return (
    <div className="grid gap-4">
      {methods.data.map((method) => (
        <SavedCardItem key={method.id} method={method} />
      ))}
    </div>
  )
}
