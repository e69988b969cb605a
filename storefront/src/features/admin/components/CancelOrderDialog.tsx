import type { ApiAdminOrder } from '@shared/api'
import { formatCents } from '@shared/money'
import { orderNumber } from '@shared/orderNumber'
import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { XCircle } from 'lucide-react'
import { useId, useState } from 'react'

import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle, AlertDialogTrigger } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { useCancelOrder } from '../api/cancelOrder'
import { buyerTold, useEmailOn } from '../api/getNotificationSettings'
import { focusAfterCardLeaves } from '../lib/focusAfterCardLeaves'
import { refundableCents } from '../lib/refundPlan'
import { saveWithToast } from '../lib/saveWithToast'

/** Cancel Order: what goes back (money, items), an optional reason the buyer reads, one confirmation. */
export function CancelOrderDialog({ order, describedBy, disabled }: { order: ApiAdminOrder; describedBy: string; disabled: boolean }) {
  const cancel = useCancelOrder()
  const emailOn = useEmailOn()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const number = orderNumber(order.id)
  const left = refundableCents(order)
  const money = order.account.paymentTaken && left > 0
  const finishing = order.status === 'cancelled'

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const refocus = focusAfterCardLeaves(document.getElementById(describedBy))
    const done = await saveWithToast(cancel.mutateAsync({ id: order.id, reason: reason.trim() || undefined }), 'Error cancelling order', {
      title: 'Order cancelled',
      description: money
        ? `Order #${number} is cancelled, ${formatCents(left)} is refunded and every item not refunded before is back in stock.`
        : `Order #${number} is cancelled and every item not refunded before is back in stock.`,
    })
    if (done) {
      setOpen(false)
      refocus()
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setReason('')
        setOpen(next)
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive" busy={disabled} aria-describedby={describedBy}>
          <XCircle aria-hidden="true" />
          {finishing ? 'Finish Cancelling' : 'Cancel Order'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <AlertDialogTitle>{finishing ? `Finish cancelling order #${number}?` : `Cancel order #${number}?`}</AlertDialogTitle>
          <AlertDialogDescription>
            {money
              ? `${formatCents(left)} goes back to the buyer's card, every item not refunded yet goes back in stock${emailOn === false ? `. ${buyerTold(emailOn, '')}` : ', and the buyer gets an e-mail.'} This cannot be undone.`
              : `${order.account.paymentTaken ? '' : `${PAYMENT_NOT_TAKEN}: nothing goes back to a card. `}Every item not refunded yet goes back in stock${emailOn === false ? `. ${buyerTold(emailOn, '')}` : ' and the buyer gets an e-mail.'} This cannot be undone.`}
          </AlertDialogDescription>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-reason`}>Reason (optional, the buyer sees it)</Label>
            <Input id={`${ids}-reason`} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Keep Order</AlertDialogCancel>
            <Button type="submit" variant="destructive" busy={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : money ? 'Cancel and Refund' : 'Cancel Order'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
