import { isDeliveryMethod } from '@shared/money'
import type { OrderRequest } from './orderRequest'

/** The saved form: the order request without the client secret (Stripe's return address carries it). */
export type PendingCheckout = Omit<OrderRequest, 'clientSecret'>

/**
 * The checkout form kept in sessionStorage while the payment is confirmed. When Stripe sends the
 * buyer away (3-D Secure) and back to /order-confirmation, this page is new: the saved form lets
 * it place the order just as /checkout would have.
 */
const PENDING_CHECKOUT_KEY = 'pending_checkout'

export function savePendingCheckout({ clientSecret: _secret, ...form }: OrderRequest): void {
  try {
    window.sessionStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(form))
  } catch {
    // storage blocked: a redirect then ends at "payment received", and the webhook makes the order
  }
}

/** The saved form for this payment, or null (none, another payment's, or unreadable). */
export function readPendingCheckout(paymentIntentId: string): PendingCheckout | null {
  try {
    return parsePendingCheckout(window.sessionStorage.getItem(PENDING_CHECKOUT_KEY), paymentIntentId)
  } catch {
    return null
  }
}

export function clearPendingCheckout(): void {
  try {
    window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY)
  } catch {}
}

export function parsePendingCheckout(raw: string | null, paymentIntentId: string): PendingCheckout | null {
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const form = parsed as Record<string, unknown>
  const texts = [form.customerName, form.customerEmail, form.customerPhone, form.paymentIntentId]
  if (!texts.every((value) => typeof value === 'string')) return null
  if (form.paymentIntentId !== paymentIntentId || !isDeliveryMethod(form.deliveryMethod)) return null
  if (form.shippingAddress !== null && typeof form.shippingAddress !== 'string') return null
  return {
    customerName: form.customerName as string,
    customerEmail: form.customerEmail as string,
    customerPhone: form.customerPhone as string,
    deliveryMethod: form.deliveryMethod,
    shippingAddress: form.shippingAddress as string | null,
    note: typeof form.note === 'string' ? form.note : null,
    paymentIntentId,
  }
}
