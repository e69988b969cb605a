import type { ApiAdminOrder } from '@shared/api'
import { orderNumber } from '@shared/orderNumber'
import { PAYMENT_NOT_TAKEN } from '@shared/orderWording'
import { PackageCheck } from 'lucide-react'

import { ConfirmDialog } from '@/components/ConfirmDialog'
import { Button } from '@/components/ui/button'

/** What fulfilling means for each way an order leaves the shop, and what the buyer is told. */
export function fulfilWording(order: Pick<ApiAdminOrder, 'deliveryMethod' | 'customerName'>) {
  return order.deliveryMethod === 'out-of-town'
    ? {
        when: 'Mark it fulfilled once the parcel is mailed:',
        told: `${order.customerName} gets an e-mail saying the order is on its way.`,
        confirm: 'Yes, It Is Mailed',
        done: 'is on its way: the buyer has been told.',
      }
    : {
        when: 'Mark it fulfilled once it is ready for pickup or handed over in town:',
        told: `${order.customerName} gets an e-mail saying the order is ready.`,
        confirm: 'Yes, Ready or Handed Over',
        done: 'is ready or handed over: the buyer has been told.',
      }
}

/** Mark Fulfilled, with a short confirmation in the words of the delivery method. */
export function MarkFulfilledDialog({ order, describedBy, disabled, onConfirm }: { order: ApiAdminOrder; describedBy: string; disabled: boolean; onConfirm: () => void }) {
  const wording = fulfilWording(order)
  return (
    <ConfirmDialog
      trigger={
        <Button disabled={disabled} aria-describedby={describedBy}>
          <PackageCheck aria-hidden="true" />
          Mark Fulfilled
        </Button>
      }
      title={`Mark order #${orderNumber(order.id)} fulfilled?`}
      description={`${wording.when} ${wording.told}${order.account.paymentTaken ? '' : ` ${PAYMENT_NOT_TAKEN}: this demo order is not to be shipped.`}`}
      cancelLabel="Not Yet"
      confirmLabel={wording.confirm}
      confirmVariant="default"
      onConfirm={onConfirm}
    />
  )
}
