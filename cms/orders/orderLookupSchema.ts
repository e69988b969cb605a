import { z } from 'zod'

const MISSING = 'Please enter your order number and email address'

/** /order-lookup: the order number as shown (#3f2c9a1b, with or without #) and the buyer's e-mail. */
export const orderLookupSchema = z.object({
  orderNumber: z
    .string({ error: MISSING })
    .trim()
    .min(1, MISSING)
    .transform((value) => value.replace(/^#/, '').toLowerCase())
    .pipe(z.string().regex(/^[0-9a-f-]{8}$/, 'An order number has 8 characters, like 3f2c9a1b')),
  email: z.string({ error: MISSING }).trim().min(1, MISSING).max(254, 'Email is too long').pipe(z.email({ error: 'Invalid email' })),
})
