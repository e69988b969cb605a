import type { ApiAdminOrder } from '@shared/api'
import { formatCents, formatPrice } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { Undo2 } from 'lucide-react'
import { useId, useState } from 'react'

import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle, AlertDialogTrigger } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'

import { useRefundOrder } from '../api/refundOrder'
import { canRestock, emptyRefundForm, itemsCents, merchandisePaid, type RefundForm, refundableCents, refundableLines, refundRequestFrom, toggleLine } from '../lib/refundPlan'
import { saveWithToast } from '../lib/saveWithToast'

/**
 * The Refund action: the items it is for (how many of each, and whether they go back on sale),
 * how much (what those items cost, everything left, or an amount), and a reason the buyer reads.
 * One Idempotency-Key per opening of the dialog, so a double click or a retried request is one
 * refund. A demo order's dialog says that no payment was taken.
 */
export function RefundDialog({ order, describedBy }: { order: ApiAdminOrder; describedBy: string }) {
  const refund = useRefundOrder()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState<RefundForm>(emptyRefundForm)
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [error, setError] = useState<string | null>(null)
  const left = refundableCents(order)
  const lines = refundableLines(order)
  const number = orderNumber(order.id)
  const paid = merchandisePaid(order)
  const planned = refundRequestFrom(form, left, lines, paid)
  const demo = !order.account.paymentTaken
  const ticked = Object.keys(form.lines).length > 0

  function openChange(next: boolean) {
    if (next) {
      setForm(emptyRefundForm())
      setKey(crypto.randomUUID())
      setError(null)
    }
    setOpen(next)
  }

  function change(next: RefundForm) {
    setError(null)
    setForm(next)
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if ('error' in planned) {
      setError(planned.error)
      return
    }
    const saved = await saveWithToast(refund.mutateAsync({ id: order.id, request: planned.request, idempotencyKey: key }), 'Refund failed', {
      title: demo ? 'Refund recorded' : 'Refund sent',
      description: demo
        ? `${PAYMENT_NOT_TAKEN}: the refund of ${formatCents(planned.cents)} on order #${number} moves no money.`
        : `${formatCents(planned.cents)} is on its way back to the buyer of order #${number}.`,
    })
    if (saved) setOpen(false)
  }

  return (
    <AlertDialog open={open} onOpenChange={openChange}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={left === 0} aria-describedby={describedBy}>
          <Undo2 aria-hidden="true" />
          Refund
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <AlertDialogTitle>Refund order #{number}</AlertDialogTitle>
          <AlertDialogDescription>
            {demo
              ? `${PAYMENT_NOT_TAKEN}: a refund on this demo order moves no money. Total ${formatPrice(order.total)}, ${formatCents(left)} not refunded yet.`
              : `Paid ${formatPrice(order.total)}, refunded so far ${formatPrice(order.refunded)}, ${formatCents(left)} left. The money goes back to the buyer's card within 5–10 days; Stripe keeps its processing fee.`}
          </AlertDialogDescription>

          {lines.length > 0 && (
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-semibold">Items this refund is for (optional)</legend>
              {lines.map((line) => {
                const choice = form.lines[line.id]
                const max = line.ordered - line.refunded
                return (
                  <div key={line.id} className="grid gap-2">
                    <div className="flex items-center gap-3">
                      <Checkbox id={`${ids}-line-${line.id}`} checked={Boolean(choice)} onChange={(event) => change(toggleLine(form, line, event.target.checked))} />
                      <Label htmlFor={`${ids}-line-${line.id}`} className="leading-snug">
                        {max} × {line.productName}
                        {line.size ? ` (${line.size})` : ''} · {formatPrice(line.price)} each
                      </Label>
                    </div>
                    {choice && (
                      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 pl-7">
                        {max > 1 && (
                          <div className="flex items-center gap-2">
                            <Label htmlFor={`${ids}-units-${line.id}`}>Units</Label>
                            <Input
                              id={`${ids}-units-${line.id}`}
                              type="number"
                              inputMode="numeric"
                              min={1}
                              max={max}
                              step={1}
                              className="h-9 w-20 tabular-nums"
                              value={choice.units}
                              onChange={(event) => change({ ...form, lines: { ...form.lines, [line.id]: { ...choice, units: event.target.value } } })}
                            />
                          </div>
                        )}
                        {canRestock(line) && (
                          <div className="flex items-center gap-2">
                            <Checkbox
                              id={`${ids}-restock-${line.id}`}
                              checked={choice.restock}
                              onChange={(event) => change({ ...form, lines: { ...form.lines, [line.id]: { ...choice, restock: event.target.checked } } })}
                            />
                            <Label htmlFor={`${ids}-restock-${line.id}`}>Put back on sale</Label>
                          </div>
                        )}
                      </div>
                    )}
                  </div>
                )
              })}
            </fieldset>
          )}

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-semibold">How much</legend>
            <RadioGroup value={form.mode} onValueChange={(mode) => change({ ...form, mode: mode as RefundForm['mode'] })}>
              {ticked && (
                <div className="flex items-center gap-3">
                  <RadioGroupItem id={`${ids}-items`} value="items" />
                  <Label htmlFor={`${ids}-items`}>The items ticked ({formatCents(Math.min(itemsCents(form, lines, paid), left))})</Label>
                </div>
              )}
              <div className="flex items-center gap-3">
                <RadioGroupItem id={`${ids}-rest`} value="rest" />
                <Label htmlFor={`${ids}-rest`}>Everything left ({formatCents(left)})</Label>
              </div>
              <div className="flex items-center gap-3">
                <RadioGroupItem id={`${ids}-amount-mode`} value="amount" />
                <Label htmlFor={`${ids}-amount-mode`}>An amount</Label>
              </div>
            </RadioGroup>
            {form.mode === 'amount' && (
              <div className="grid gap-1.5 pl-8">
                <Label htmlFor={`${ids}-amount`}>Amount ($)</Label>
                <Input
                  id={`${ids}-amount`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="5.00"
                  value={form.amount}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${ids}-error` : undefined}
                  onChange={(event) => change({ ...form, amount: event.target.value })}
                />
              </div>
            )}
          </fieldset>

          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-reason`}>Reason (optional, the buyer sees it)</Label>
            <Input id={`${ids}-reason`} maxLength={500} value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} />
          </div>

          {error && (
            <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}

          <AlertDialogFooter>
            <AlertDialogCancel type="button">Close</AlertDialogCancel>
            <Button type="submit" variant="destructive" busy={refund.isPending}>
              {refund.isPending ? 'Refunding...' : 'error' in planned ? 'Refund' : `Refund ${formatCents(planned.cents)}`}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
