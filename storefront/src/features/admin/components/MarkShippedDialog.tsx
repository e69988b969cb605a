import type { ApiAdminOrder } from '@shared/api'
import { orderNumber } from '@shared/orderNumber'
import { CARRIER_LABELS, CARRIERS, type Carrier } from '@shared/orderStatus'
import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { Truck } from 'lucide-react'
import { useId, useState } from 'react'

import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle, AlertDialogTrigger } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { buyerTold, useEmailOn } from '../api/getNotificationSettings'

export type Shipment = { carrier: Carrier | null; trackingNumber: string | null }

/**
 * Mark Shipped (out-of-town orders): the carrier and the tracking number, both optional; the buyer
 * gets an e-mail with them (and the carrier's tracking link for USPS, UPS, FedEx and DHL). On a
 * shipped order the same dialog corrects them ("Edit Tracking").
 */
export function MarkShippedDialog({
  order,
  describedBy,
  disabled,
  onConfirm,
}: {
  order: ApiAdminOrder
  describedBy: string
  disabled: boolean
  onConfirm: (shipment: Shipment) => Promise<boolean>
}) {
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [carrier, setCarrier] = useState<Carrier | ''>('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const editing = order.status === 'shipped'
  const emailOn = useEmailOn()
  const number = orderNumber(order.id)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (await onConfirm({ carrier: carrier || null, trackingNumber: trackingNumber.trim() || null })) setOpen(false)
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setCarrier(order.carrier ?? '')
          setTrackingNumber(order.trackingNumber ?? '')
        }
        setOpen(next)
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant={editing ? 'outline' : 'default'} busy={disabled} aria-describedby={describedBy}>
          <Truck aria-hidden="true" />
          {editing ? 'Edit Tracking' : 'Mark Shipped'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <AlertDialogTitle>{editing ? `Tracking of order #${number}` : `Mark order #${number} shipped?`}</AlertDialogTitle>
          <AlertDialogDescription>
            {editing
              ? buyerTold(emailOn, `${order.customerName} gets an e-mail with the new details.`, order.customerName)
              : `Once the parcel is in the mail. ${buyerTold(emailOn, `${order.customerName} gets an e-mail saying it is on its way, with the tracking link when you give the carrier and number.`, order.customerName)}`}
            {order.account.paymentTaken ? '' : ` ${PAYMENT_NOT_TAKEN}: this demo order is not to be shipped.`}
          </AlertDialogDescription>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-carrier`}>Carrier (optional)</Label>
            <select
              id={`${ids}-carrier`}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value as Carrier | '')}
              className="h-10 rounded-md border border-input bg-background px-3 text-base sm:text-sm"
            >
              <option value="">Not given</option>
              {CARRIERS.map((value) => (
                <option key={value} value={value}>
                  {CARRIER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-tracking`}>Tracking number (optional)</Label>
            <Input id={`${ids}-tracking`} maxLength={80} autoComplete="off" value={trackingNumber} readOnly={disabled} onChange={(event) => setTrackingNumber(event.target.value)} />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Not Yet</AlertDialogCancel>
            <Button type="submit" busy={disabled}>
              {editing ? 'Save and Tell the Buyer' : 'Yes, It Is Shipped'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
