import type { Payload } from 'payload'

import { OrderRefused, PaymentNotCompleted, RefundNotMade } from '../checkout/checkoutErrors'
import { OrderUndecided } from '../checkout/orderUndecided'
import { AccountExists, EmailInUse, FileTooLarge, InvalidInput, NotFound, ProductChanged, ShopError, SoldOut, UploadLinkUsed } from '../errors/shopErrors'
import { OrderConflict } from '../orders/orderStatusConflict'
import { refundsOf } from '../orders/refunds/refundRecords'
import { StockChangedMeanwhile } from '../orders/stockChangedMeanwhile'
import { CardDeclined, PaymentsUnavailable, RefundRefused } from '../payments/paymentErrors'
import { serializeAdminOrder } from '../serialize/order'
import { HttpError } from './errors'

/**
 * The one mapping from the shop's errors (cms/errors/shopErrors.ts and the errors of each area) to
 * HTTP answers: the status, and what the body carries beside `message` (decision 49). Domain
 * modules throw what happened; only this decides how /api says it. `null`: not the shop's error.
 */
export async function errorAnswer(payload: Payload, err: unknown): Promise<HttpError | null> {
  if (err instanceof HttpError) return err
  if (!(err instanceof ShopError)) return null
  // The admin order screens show the order as it is now beside the refusal. Thrown by status
  // changes, cancels and refunds only, all behind /api/admin/orders' administrator gate.
  if (err instanceof OrderConflict) return answer(err, 409, { order: serializeAdminOrder(err.current, await refundsOf(payload, [err.current.id])) })
  return plainAnswer(err)
}

/** Every shop error but OrderConflict (whose body needs the order's refunds read). */
export function plainAnswer(err: ShopError): HttpError | null {
  if (err instanceof InvalidInput) return answer(err, 400, err.fields)
  if (err instanceof NotFound) return answer(err, 404)
  if (err instanceof SoldOut || err instanceof EmailInUse || err instanceof UploadLinkUsed || err instanceof StockChangedMeanwhile) return answer(err, 409)
  if (err instanceof ProductChanged) return answer(err, 409, err.current)
  // Signup and the first administrator's setup answer `{ error }` (the spec's field for them).
  if (err instanceof AccountExists) return answer(err, 409, { error: err.message })
  if (err instanceof OrderUndecided) return answer(err, 409, { stillProcessing: true })
  if (err instanceof OrderRefused) return answer(err, 409, { refunded: true })
  // The checkout must not say the order will be completed: it is refused, and the refund is owed.
  if (err instanceof RefundNotMade) return answer(err, 502, { refundFailed: true })
  if (err instanceof RefundRefused) return answer(err, err.why === 'clashes' ? 409 : 400)
  if (err instanceof PaymentNotCompleted || err instanceof CardDeclined) return answer(err, 402)
  if (err instanceof PaymentsUnavailable) return answer(err, 503)
  if (err instanceof FileTooLarge) return answer(err, 413)
  return null
}

/** The cause (a provider's own error) or the shop's error itself goes to the log of a 5xx, never to the caller. */
function answer(err: ShopError, status: number, body: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, err.message, body, { cause: err.cause ?? err })
}
