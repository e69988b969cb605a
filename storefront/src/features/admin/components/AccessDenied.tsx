import { ShieldX } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/** Spec §2: what a signed-in customer sees on any admin screen. */
export function AccessDenied() {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldX aria-hidden="true" className="size-7" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Access Denied
          </CardTitle>
          <CardDescription className="text-base">
            You don&apos;t have admin privileges to view this page. Please contact a site administrator if you need access.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full sm:w-auto">
            <Link to="/">Back to Store</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
