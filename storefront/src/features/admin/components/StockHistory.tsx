import { SHOP_TIME_ZONE } from '@shared/shopTime'
import { type ApiStockHistoryEntry, STOCK_REASON_LABELS } from '@shared/stockHistory'
import { ChevronDown, History } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { useStockHistory } from '../api/getStockHistory'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'

const when = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })

/**
 * A product's stock history on its /admin/products card (issue 32): Stock History opens the list of
 * every change of its counts, newest first, 50 at a time, with why and by whom. Read when opened.
 */
export function StockHistory({ productId, describedBy }: { productId: string; describedBy: string }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onClick={() => setOpen((was) => !was)}
      >
        <History aria-hidden="true" />
        Stock History
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <HistoryList productId={productId} />}
      </div>
    </div>
  )
}

function HistoryList({ productId }: { productId: string }) {
  const history = useStockHistory(productId)
  if (history.isPending) return <LoadingText />
  if (history.isError) return <LoadError what="the stock history" query={history} />
  const entries = history.data.pages.flatMap((page) => page.entries)
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No stock changes recorded yet.</p>
  return (
    <div className="grid gap-2">
      <ol className="grid divide-y divide-border rounded-lg border border-border bg-muted/30 text-sm" aria-label="Stock changes, newest first">
        {entries.map((entry, index) => (
          <HistoryEntry key={`${entry.at}-${index}`} entry={entry} />
        ))}
      </ol>
      {history.hasNextPage && (
        <Button variant="ghost" size="sm" className="justify-self-start" busy={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? 'Loading...' : 'Show older changes'}
        </Button>
      )}
    </div>
  )
}

function HistoryEntry({ entry }: { entry: ApiStockHistoryEntry }) {
  const added = entry.change > 0
  const change = `${added ? '+' : entry.change < 0 ? '−' : '±'}${Math.abs(entry.change)}`
  return (
    <li className="grid gap-0.5 px-3 py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="tabular-nums">
          {entry.size && <span className="font-semibold">{entry.size} </span>}
          <span className={cn('font-semibold', added ? 'text-success' : entry.change < 0 ? 'text-destructive' : 'text-foreground')}>{change}</span>
          <span className="text-muted-foreground"> → </span>
          {entry.after === null ? 'not offered' : entry.after}
        </span>
        <span className="font-medium">{STOCK_REASON_LABELS[entry.reason]}</span>
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
        <span className="break-all">{entry.actor}</span>
      </div>
    </li>
  )
}
