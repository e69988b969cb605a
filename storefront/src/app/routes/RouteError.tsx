import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

import { Button } from '@/components/ui/button'

/** One error boundary per route: a crash or a failed code download keeps the header and footer. */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be shown. Reloading usually helps.</p>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  )
}
