import { ShieldX } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'

import { IconCardHeader } from './IconCardHeader'

/** What a signed-in customer sees on any admin screen. */
export function AccessDenied() {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md text-center">
        <IconCardHeader icon={ShieldX} iconClassName="bg-destructive/10 text-destructive" title="Access Denied">
          You don&apos;t have admin privileges to view this page. Please contact a site administrator if you need access.
        </IconCardHeader>
        <CardContent>
          <Button asChild className="w-full sm:w-auto">
            <Link to="/">Back to Store</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
