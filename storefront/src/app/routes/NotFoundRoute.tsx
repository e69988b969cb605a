import { AlertCircle } from 'lucide-react'
import { Link, useLocation } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { Button } from '@/components/ui/button'

/** Any unknown path; the hint is meant for whoever forgot to add the route. */
export function NotFoundRoute() {
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <PageTitle title="Page Not Found" />
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          No route matches <code className="rounded bg-muted px-1 py-0.5 font-mono text-foreground">{pathname}</code>. Did you forget to add
          the page to the router?
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  )
}
