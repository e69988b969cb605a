import type { ApiAdminOrder } from '@shared/api'
import { formatCents, formatPrice } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { Undo2 } from 'lucide-react'
import { useId, useState } from 'react'

import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle, AlertDialogTrigger } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'

import { useRefundOrder } from '../api/refundOrder'
import { emptyRefundForm, type RefundForm, refundableCents, refundRequestFrom, restockableItems } from '../lib/refundPlan'
import { saveWithToast } from '../lib/saveWithToast'

/**
 * The Refund action of a paid order: everything left or an amount, an optional reason, and per
 * line whether its units go back on sale. One Idempotency-Key per opening of the dialog, so a
 * double click or a retried request is one refund.
 */
export function RefundDialog({ order, describedBy }: { order: ApiAdminOrder; describedBy: string }) {
  const refund = useRefundOrder()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState<RefundForm>(emptyRefundForm)
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [error, setError] = useState<string | null>(null)
  const left = refundableCents(order)
  const lines = restockableItems(order)
  const number = orderNumber(order.id)
  const planned = refundRequestFrom(form, left)

  function openChange(next: boolean) {
    if (next) {
      setForm(emptyRefundForm())
      setKey(crypto.randomUUID())
      setError(null)
    }
    setOpen(next)
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if ('error' in planned) {
      setError(planned.error)
      return
    }
    const saved = await saveWithToast(refund.mutateAsync({ id: order.id, request: planned.request, idempotencyKey: key }), 'Refund failed', {
      title: 'Refund sent',
      description: `${formatCents(planned.cents)} is on its way back to the buyer of order #${number}.`,
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
            Paid {formatPrice(order.total)}, refunded so far {formatPrice(order.refunded)}, {formatCents(left)} left. The money goes
            back to the buyer&apos;s card within 5–10 days; Stripe keeps its processing fee.
          </AlertDialogDescription>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-semibold">How much</legend>
            <RadioGroup value={form.mode} onValueChange={(mode) => setForm({ ...form, mode: mode as RefundForm['mode'] })}>
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
                  onChange={(event) => {
                    setError(null)
                    setForm({ ...form, amount: event.target.value })
                  }}
                />
              </div>
            )}
          </fieldset>

          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-reason`}>Reason (optional)</Label>
            <Input id={`${ids}-reason`} maxLength={500} value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} />
          </div>

          {lines.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold">Put back on sale</legend>
              {lines.map((item) => {
                const units = item.quantity - item.restocked
                return (
                  <div key={item.id} className="flex items-center gap-3">
                    <Checkbox
                      id={`${ids}-restock-${item.id}`}
                      checked={form.restock.includes(item.id)}
                      onChange={(event) =>
                        setForm({ ...form, restock: event.target.checked ? [...form.restock, item.id] : form.restock.filter((id) => id !== item.id) })
                      }
                    />
                    <Label htmlFor={`${ids}-restock-${item.id}`} className="leading-snug">
                      {units} × {item.productName}
                      {item.size ? ` (${item.size})` : ''}
                    </Label>
                  </div>
                )
              })}
            </fieldset>
          )}

          {error && (
            <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}

          <AlertDialogFooter>
            <AlertDialogCancel type="button">Close</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={refund.isPending}>
              {refund.isPending ? 'Refunding...' : 'error' in planned ? 'Refund' : `Refund ${formatCents(planned.cents)}`}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
