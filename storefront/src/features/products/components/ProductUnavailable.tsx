import { PackageX } from 'lucide-react'
import { Link } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { Button } from '@/components/ui/button'

/**
 * A shared link to a product that is hidden or deleted (or never was): a plain word for the
 * shopper and the way back to the shop, instead of the developer-style not-found screen. The
 * server answers it with 404 (decision 34).
 */
export function ProductUnavailable() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <PageTitle title="Item no longer available" />
      <meta name="robots" content="noindex" />
      <div className="grid w-full max-w-md justify-items-center gap-4 rounded-xl border border-border bg-card p-8 text-center shadow-sm">
        <PackageX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="text-2xl font-bold">This item is no longer available</h1>
        <p className="text-muted-foreground">It may have sold out for good or left the shop. Every purchase supports our community programs: have a look at what is in the shop now.</p>
        <Button asChild size="lg">
          <Link to="/shop">Browse the shop</Link>
        </Button>
      </div>
    </div>
  )
}
