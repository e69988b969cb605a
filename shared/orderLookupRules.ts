import { z } from 'zod'

export const ORDER_LOOKUP_FIELDS_REQUIRED = 'Please enter your order number and email address'
/** /order-lookup without a mail server: nothing could be sent (the order confirmation said to keep the link). */
export const ORDER_LOOKUP_UNAVAILABLE = 'We cannot e-mail order links yet. Please use the link to your order from your order confirmation.'

/**
 * /order-lookup (POST /api/orders/lookup): the orders router parses the request with this and the
 * lookup form checks its fields with it before sending.
 * The order number as shown (#3f2c9a1b, with or without #) and the buyer's e-mail.
 */
export const orderLookupSchema = z.object({
  orderNumber: z
    .string({ error: ORDER_LOOKUP_FIELDS_REQUIRED })
    .trim()
    .min(1, ORDER_LOOKUP_FIELDS_REQUIRED)
    .transform((value) => value.replace(/^#/, '').toLowerCase())
    .pipe(z.string().regex(/^[0-9a-f-]{8}$/, 'An order number has 8 characters, like 3f2c9a1b')),
  email: z.string({ error: ORDER_LOOKUP_FIELDS_REQUIRED }).trim().min(1, ORDER_LOOKUP_FIELDS_REQUIRED).max(254, 'Email is too long').pipe(z.email({ error: 'Invalid email' })),
})
