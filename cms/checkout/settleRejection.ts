import { queuePaymentRefundedNotice } from '../mail/queuePaymentRefundedNotice'
import type { OrderClaim } from '../payload-types'
import { claimDraftOf, settleRefund } from './claimRecords'
import { contactFromBilling } from './orderContact'
import { RefundNotMade } from './checkoutErrors'
import type { OrderServices } from './placeOrder'

/**
 * The money of a rejected payment goes back (the provider's refund is idempotent: every caller that
 * meets the payment may ask again), then whoever confirms it first tells the buyer by e-mail, once.
 * A refund the provider refuses leaves the claim owing it (`refundPending`): the sweeper asks again
 * (cms/checkout/claimSweeper.ts), and the caller gets RefundNotMade (502 with `refundFailed`).
 */
export async function settleRejection({ payload, payments }: Pick<OrderServices, 'payload' | 'payments'>, paymentIntentId: string, reason: string): Promise<void> {
  try {
    await payments.refund(paymentIntentId)
  } catch (err) {
    payload.logger.error({ msg: 'refund failed: it will be tried again; refund this payment by hand if it keeps failing', paymentIntentId, err: (err as Error).cause ?? err })
    // refundFailed: the order is refused all the same, so the checkout must not say it will be completed.
    throw new RefundNotMade(`${reason} We could not refund your payment automatically; please contact us and we will refund it.`)
  }
  const settled = await settleRefund(payload, paymentIntentId)
  if (settled) await tellBuyer({ payload, payments }, settled, paymentIntentId)
}

async function tellBuyer({ payload, payments }: Pick<OrderServices, 'payload' | 'payments'>, claim: OrderClaim, paymentIntentId: string): Promise<void> {
  try {
    const draft = claimDraftOf(claim)
    let email = draft?.contact?.email ?? null
    let name = draft?.contact?.name ?? null
    let amountCents = typeof draft?.totalCents === 'number' ? draft.totalCents : null
    if (!email || amountCents === null) {
      // Recorded from a refund event (no checkout form): the payment's billing details, through the checkout's rules.
      const intent = await payments.retrieveIntent(paymentIntentId)
      if (intent) {
        const billing = contactFromBilling({ ...intent.billing, address: null }, 'in-town')
        email ??= billing.email
        name ??= billing.name
        amountCents ??= intent.amountCents
      }
    }
    if (!email) {
      payload.logger.warn({ msg: 'payment refunded without an order: the buyer left no e-mail address to tell', paymentIntentId })
      return
    }
    await queuePaymentRefundedNotice(payload, { to: email, name, paymentIntentId, amountCents, reason: claim.reason ?? null })
  } catch (err) {
    payload.logger.error({ msg: 'could not queue the refund e-mail of a payment without an order', paymentIntentId, err })
  }
}
