import type { ApiTimelineEvent } from '@shared/api'
import { NOTE_MAX_LENGTH } from '@shared/orderStatus'
import { SHOP_TIME_ZONE } from '@shared/shopTime'
import { ChevronDown, History } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'

import { useAddOrderNote } from '../api/addOrderNote'
import { useOrderTimeline } from '../api/getOrderTimeline'
import { saveWithToast } from '../lib/saveWithToast'

/** In the shop's time zone (the receipt's), whatever the volunteer's browser says: "Nov 26, 2026, 3:41 PM". */
function timeFormat(timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
}

/**
 * Notes typed and not added yet, by order: a card leaves the list it was in when its order moves on
 * (Mark Fulfilled under a half-typed note), and the same order's card elsewhere gets the note back.
 */
const noteDrafts = new Map<string, string>()

/**
 * An order's timeline (paid, stock reserved, e-mails, status changes with who, refunds, notes),
 * folded until asked for, read when opened; and the form for an internal note.
 */
export function OrderTimeline({ orderId, describedBy }: { orderId: string; describedBy: string }) {
  const ids = useId()
  const [open, setOpen] = useState(() => noteDrafts.has(orderId))
  const [text, setText] = useState(() => noteDrafts.get(orderId) ?? '')

  function type(next: string) {
    setText(next)
    if (next.trim()) noteDrafts.set(orderId, next)
    else noteDrafts.delete(orderId)
  }
  const timeline = useOrderTimeline(orderId, open)
  const add = useAddOrderNote()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!text.trim()) return
    const saved = await saveWithToast(add.mutateAsync({ id: orderId, text: text.trim() }), 'Error saving note', { title: 'Note added', description: 'Only administrators see it.' })
    if (saved) type('')
  }

  const format = timeFormat(timeline.data?.timeZone ?? SHOP_TIME_ZONE)
  return (
    <section data-no-print className="border-t border-border px-4 py-3 sm:px-5">
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={`${ids}-panel`} aria-describedby={describedBy} onClick={() => setOpen(!open)} className="-ml-2">
        <History aria-hidden="true" />
        Timeline and notes
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open && (
        <div id={`${ids}-panel`} className="mt-2 grid gap-4">
          {timeline.isPending && <p className="text-sm text-muted-foreground">Loading the timeline...</p>}
          {timeline.isError && <p className="text-sm text-destructive">The timeline could not be loaded.</p>}
          {timeline.data && (
            <ol className="grid gap-2 border-l-2 border-border pl-4 text-sm" aria-label="Timeline">
              {timeline.data.events.map((event, index) => (
                <TimelineItem key={index} event={event} time={format.format(new Date(event.at))} />
              ))}
            </ol>
          )}
          <form onSubmit={(event) => void submit(event)} className="grid gap-2" noValidate>
            <Label htmlFor={`${ids}-note`}>Internal note (only administrators see it)</Label>
            {/* Read-only while it is saved: the box is emptied once it is, and words typed meanwhile would go with it. */}
            <Textarea id={`${ids}-note`} rows={2} maxLength={NOTE_MAX_LENGTH} value={text} readOnly={add.isPending} onChange={(event) => type(event.target.value)} />
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs text-muted-foreground">
                {text.length}/{NOTE_MAX_LENGTH}
              </span>
              <Button type="submit" variant="outline" size="sm" disabled={!text.trim()} busy={add.isPending}>
                {add.isPending ? 'Saving...' : 'Add Note'}
              </Button>
            </div>
          </form>
        </div>
      )}
    </section>
  )
}

function TimelineItem({ event, time }: { event: ApiTimelineEvent; time: string }) {
  return (
    <li data-timeline-kind={event.kind} className="grid gap-0.5">
      <span className={cn('font-medium', event.problem && 'text-destructive')}>
        {event.title}
        {event.actor && <span className="font-normal text-muted-foreground"> · {event.actor}</span>}
      </span>
      <time dateTime={event.at} className="text-xs text-muted-foreground">
        {time}
      </time>
      {event.detail && <span className={cn('whitespace-pre-line break-words', event.kind === 'note' ? 'rounded-md bg-muted px-2 py-1' : 'text-muted-foreground')}>{event.detail}</span>}
    </li>
  )
}
