import type { ApiAdminOrder } from '@shared/api'
import { orderNumber } from '@shared/orderNumber'
import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { PackageCheck } from 'lucide-react'
import { useId, useState } from 'react'

import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle, AlertDialogTrigger } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

import { buyerTold, useEmailOn } from '../api/getNotificationSettings'

/** What fulfilling means for each way an order leaves the shop, and what the buyer is told. */
export function fulfilWording(order: Pick<ApiAdminOrder, 'deliveryMethod' | 'customerName'>, emailOn?: boolean) {
  const done = (what: string) => (emailOn === false ? `${what}. E-mail is off, so the buyer was not told.` : `${what}: the buyer has been told.`)
  return order.deliveryMethod === 'out-of-town'
    ? {
        when: 'Mark it fulfilled once the parcel is mailed:',
        told: buyerTold(emailOn, `${order.customerName} gets an e-mail saying the order is on its way.`, order.customerName),
        confirm: 'Yes, It Is Mailed',
        done: done('is on its way'),
      }
    : {
        when: 'Mark it fulfilled once it is ready for pickup or handed over in town.',
        told: buyerTold(emailOn, `${order.customerName} gets an e-mail saying the order is ready.`, order.customerName),
        confirm: 'Yes, Ready or Handed Over',
        done: done('is ready or handed over'),
      }
}

/**
 * Mark Fulfilled, with a short confirmation in the words of the delivery method. In town the
 * volunteer chooses whether the buyer gets the "ready for you" e-mail (its words: the notification
 * settings); ticked unless they untick it.
 */
export function MarkFulfilledDialog({
  order,
  describedBy,
  disabled,
  onConfirm,
}: {
  order: ApiAdminOrder
  describedBy: string
  disabled: boolean
  onConfirm: (notify: boolean) => Promise<boolean>
}) {
  const emailOn = useEmailOn()
  const wording = fulfilWording(order, emailOn)
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [notify, setNotify] = useState(true)
  const inTown = order.deliveryMethod === 'in-town'

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (await onConfirm(!inTown || notify)) setOpen(false)
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setNotify(true)
        setOpen(next)
      }}
    >
      <AlertDialogTrigger asChild>
        <Button busy={disabled} aria-describedby={describedBy}>
          <PackageCheck aria-hidden="true" />
          Mark Fulfilled
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <AlertDialogTitle>Mark order #{orderNumber(order.id)} fulfilled?</AlertDialogTitle>
          <AlertDialogDescription>
            {wording.when} {inTown && emailOn !== false ? '' : wording.told}
            {order.account.paymentTaken ? '' : ` ${PAYMENT_NOT_TAKEN}: this demo order is not to be shipped.`}
          </AlertDialogDescription>
          {inTown && emailOn !== false && (
            <div className="flex items-start gap-2">
              <Checkbox id={`${ids}-notify`} checked={notify} onChange={(event) => setNotify(event.target.checked)} className="mt-0.5" />
              <Label htmlFor={`${ids}-notify`} className="font-normal leading-snug">
                E-mail {order.customerName} that the order is ready for them
              </Label>
            </div>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Not Yet</AlertDialogCancel>
            <Button type="submit" busy={disabled}>
              {wording.confirm}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
