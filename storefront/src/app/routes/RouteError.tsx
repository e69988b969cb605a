import { ErrorState } from '@/components/ErrorState'
import { Button } from '@/components/ui/button'

/** What a route's error boundary shows: a crash or a failed code download keeps the header and footer. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null
  return (
    <div className="flex min-h-[50vh] items-center px-4 py-8">
      <ErrorState titleAs="h1" title="Something went wrong" description="This page could not be shown. Reloading usually helps." detail={detail}>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </ErrorState>
    </div>
  )
}
