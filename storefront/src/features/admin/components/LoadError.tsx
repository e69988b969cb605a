import { AlertCircle } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { errorDescription } from '../lib/errorDescription'

/** The part of a failed query this needs: its error, and a way to fetch again. */
type FailedQuery = { error: unknown; refetch: () => unknown }

/** A screen's data could not be fetched: say so, and offer to try again. */
export function LoadError({ what, query }: { what: string; query: FailedQuery }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-6 text-center">
      <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-semibold">Could not load {what}</p>
      <p className="text-sm text-muted-foreground">{errorDescription(query.error)}</p>
      <Button variant="outline" onClick={() => void query.refetch()}>
        Try Again
      </Button>
    </div>
  )
}
