import { Download } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { useSubscriberCounts } from '../api/getSubscriberCounts'
import { LoadError } from './LoadError'

/** /admin/footer's newsletter section: how many confirmed, and their addresses as CSV for a mailing tool. */
export function NewsletterSubscribers() {
  const counts = useSubscriberCounts()
  if (counts.isPending) return <p className="text-sm text-muted-foreground">Counting subscribers…</p>
  if (counts.isError) return <LoadError what="the newsletter subscribers" query={counts} />
  const { confirmed, pending } = counts.data
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">
      <p>
        <strong>
          {confirmed} confirmed subscriber{confirmed === 1 ? '' : 's'}
        </strong>
        {pending > 0 && <> · {pending} waiting for their e-mail confirmation</>}
      </p>
      <p className="text-muted-foreground">
        Only confirmed addresses are in the download: they asked for the newsletter and confirmed it from their inbox. Import the file
        into your mailing tool, which takes care of unsubscribes from then on.
      </p>
      <div>
        <Button asChild variant="outline" size="sm">
          <a href="/api/admin/subscribers/export" download>
            <Download aria-hidden="true" />
            Download subscribers (CSV)
          </a>
        </Button>
      </div>
    </div>
  )
}
