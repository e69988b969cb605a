import { z } from 'zod'

import { DELIVERY_METHODS } from './money'
import { NOTE_MAX_LENGTH } from './orderStatus'
import { withoutControlCharacters } from './plainText'

/**
 * The checkout form's rules and messages (customerName, customerEmail, customerPhone,
 * deliveryMethod, shippingAddress): the storefront checks them before paying, and the server's
 * POST /api/orders schema (cms/checkout/checkoutSchemas.ts) is this one plus the payment fields.
 */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).overwrite(withoutControlCharacters).trim().min(1, { error: message }).max(max, { error: `At most ${max} characters` })

export const deliveryMethodSchema = z.enum(DELIVERY_METHODS, { error: 'Delivery method must be in-town or out-of-town' })

export const MAILING_ADDRESS_REQUIRED = 'Mailing address is required for out of town delivery'

export const checkoutContactSchema = z
  .object({
    customerName: requiredText('Name is required', 200),
    customerEmail: z.string({ error: 'Invalid email' }).trim().max(254, { error: 'Invalid email' }).pipe(z.email({ error: 'Invalid email' })),
    customerPhone: requiredText('Phone number is required', 50),
    deliveryMethod: deliveryMethodSchema,
    shippingAddress: z.string({ error: 'Mailing address must be text' }).overwrite(withoutControlCharacters).trim().max(1000, { error: 'At most 1000 characters' }).nullish(),
    /** Issue 32: the optional "Note for the shop". */
    note: z.string({ error: 'The note must be text' }).overwrite(withoutControlCharacters).trim().max(NOTE_MAX_LENGTH, { error: `The note can be at most ${NOTE_MAX_LENGTH} characters` }).nullish(),
  })
  // Checked even when another field is wrong, so every field shows its problem at once.
  .refine((form) => form.deliveryMethod !== 'out-of-town' || Boolean(form.shippingAddress), {
    path: ['shippingAddress'],
    message: MAILING_ADDRESS_REQUIRED,
    when: ({ value }) => {
      const form = value as { deliveryMethod?: unknown; shippingAddress?: unknown }
      return form.deliveryMethod === 'out-of-town' && (form.shippingAddress == null || typeof form.shippingAddress === 'string')
    },
  })
export type CheckoutContact = z.infer<typeof checkoutContactSchema>
