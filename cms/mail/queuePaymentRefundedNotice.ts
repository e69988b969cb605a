import type { Payload } from 'payload'

import { queueMail } from './queueMail'
import { readMailContext } from './readMailContext'
import { type PaymentRefunded, paymentRefundedMail } from './templates/paymentRefundedMail'

/** Tells a buyer that their payment went back and there is no order (once per payment: cms/checkout/settleRejection.ts). */
export async function queuePaymentRefundedNotice(payload: Payload, notice: PaymentRefunded & { to: string }): Promise<void> {
  const mail = paymentRefundedMail(notice, await readMailContext(payload))
  await queueMail(payload, { kind: 'order-status', to: notice.to, ...mail })
}
