import { ErrorState } from '@/components/ErrorState'
import { Button } from '@/components/ui/button'

/** The spec has no wording for a failed product list; this says what happened and offers a retry. */
export function ProductsError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState title="We couldn't load our products." description="Please check your connection and try again.">
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </ErrorState>
  )
}
