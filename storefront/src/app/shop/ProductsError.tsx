import { ErrorState } from '@/components/ErrorState'

/** The spec has no wording for a failed product list; this says what happened and offers a retry. */
export function ProductsError({ onRetry }: { onRetry: () => void }) {
  return <ErrorState title="We couldn't load our products." description="Please check your connection and try again." onRetry={onRetry} />
}
