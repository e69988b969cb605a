import { checkoutContactSchema } from '@shared/checkoutRules'
import type { DeliveryMethod } from '@shared/money'
import type { CheckoutForm } from './checkoutSchemas'

/** Who the order is for and where it goes, as the order stores it. */
export type OrderContact = {
  name: string
  email: string | null
  phone: string | null
  address: string | null
  /** The buyer's "Note for the shop" from the checkout form (none from a payment alone). */
  note?: string | null
}

/** What the payment provider knows of the buyer (the card's billing details, the shipping address). */
export type BillingDetails = { name: string | null; email: string | null; phone: string | null; address: string | null }

const fields = checkoutContactSchema.shape
/** The name an order gets when the payment carries none. */
const NO_NAME = 'Customer'

/** The checkout form's contact details: already checked by the schema of POST /api/orders. */
export function contactFromForm(form: CheckoutForm): OrderContact {
  return { name: form.customerName, email: form.customerEmail, phone: form.customerPhone, address: form.shippingAddress ?? null, note: noteOf(form.note) }
}

/**
 * The same rules for an order made from the payment alone (Stripe's webhook, the sweeper): the
 * billing details go through the checkout form's own schema, field by field (shared/checkoutRules.ts).
 * A payment is never refused for its billing details (the buyer has paid): a value the schema
 * refuses is made safe instead. Control characters and line breaks become spaces (a name or a
 * CSV cell never starts a new line), text is trimmed and cut to the field's length; an e-mail
 * address the checkout would refuse (two recipients, no address at all) is not used: the order
 * has no e-mail, so no receipt goes to an address nobody checked. An empty name reads "Customer".
 */
export function contactFromBilling(billing: BillingDetails, deliveryMethod: DeliveryMethod): OrderContact {
  const name = oneLine(billing.name, 200)
  const phone = oneLine(billing.phone, 50)
  const address = deliveryMethod === 'out-of-town' ? multiLine(billing.address, 1000) : null
  const email = fields.customerEmail.safeParse(billing.email ?? '')
  return {
    name: fields.customerName.safeParse(name).success ? name : NO_NAME,
    email: email.success ? email.data : null,
    phone: fields.customerPhone.safeParse(phone).success ? phone : null,
    address: address && fields.shippingAddress.safeParse(address).success ? address : null,
  }
}

/** The contact details that differ from what the payment carried, for the log (never the values). */
export function madeSafe(billing: BillingDetails, contact: OrderContact): string[] {
  const changed: string[] = []
  if ((billing.name ?? '') !== contact.name) changed.push('name')
  if ((billing.email ?? null) !== contact.email) changed.push('email')
  if ((billing.phone ?? null) !== contact.phone) changed.push('phone')
  if (billing.address && billing.address !== contact.address) changed.push('address')
  return changed
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]+/g

/** The buyer's note as stored: line breaks kept, other control characters made spaces; empty is none. */
export function noteOf(value: string | null | undefined): string | null {
  return multiLine(value ?? null, 500) || null
}

function oneLine(value: string | null, max: number): string {
  return (value ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim()
}

function multiLine(value: string | null, max: number): string {
  return (value ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_BUT_NEWLINE, ' ').trim().slice(0, max).trim()
}
