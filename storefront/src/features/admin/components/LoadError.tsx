import { ErrorState } from '@/components/ErrorState'
import { Button } from '@/components/ui/button'

import { errorDescription } from '../lib/errorDescription'

/** The part of a failed query this needs: its error, and a way to fetch again. */
type FailedQuery = { error: unknown; refetch: () => unknown }

/** A screen's data could not be fetched: say so, and offer to try again. */
export function LoadError({ what, query }: { what: string; query: FailedQuery }) {
  return (
    <ErrorState title={`Could not load ${what}`} description={errorDescription(query.error)}>
      <Button variant="outline" onClick={() => void query.refetch()}>
        Try Again
      </Button>
    </ErrorState>
  )
}
