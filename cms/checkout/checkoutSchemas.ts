import { z } from 'zod'

import { checkoutContactSchema, deliveryMethodSchema } from '@shared/checkoutRules'
import { promoCodeInputSchema } from '@shared/promotions'
import { productIdSchema, quantitySchema, sizeSchema } from '../cart/cartSchemas'

const MAX_CART_LINES = 50

/** A guest's cart line as the browser sends it. Any price it sends is ignored (not even read). */
const guestCartItemSchema = z.object({
  productId: productIdSchema,
  quantity: quantitySchema,
  size: sizeSchema,
})

/** A PaymentIntent's client secret: pi_…_secret_… (Stripe's and the demo mode's alike). */
const clientSecretSchema = z
  .string({ error: 'clientSecret must be the payment\'s client secret' })
  .max(300, { error: 'clientSecret must be the payment\'s client secret' })
  .regex(/^pi_[A-Za-z0-9_]+_secret_[A-Za-z0-9]+$/, { error: 'clientSecret must be the payment\'s client secret' })

export const paymentIntentSchema = z.object({
  deliveryMethod: deliveryMethodSchema,
  /** The payment on the buyer's screen (another delivery method, gift, fee tick or code): repriced in place when it can be, else replaced and cancelled (decision 77). */
  replacesClientSecret: clientSecretSchema.optional(),
  cartItems: z
    .array(guestCartItemSchema, { error: 'cartItems must be a list' })
    .max(MAX_CART_LINES, { error: `A cart holds at most ${MAX_CART_LINES} lines` })
    .optional(),
  /** A gift, decimal string ("0.00" = none): checked against the Giving settings by createCheckoutIntent. */
  donation: z.unknown().optional(),
  /** Pay the card fee as a contribution: read only when the fee mode is `optional` (default true: pre-ticked). */
  coverFees: z.boolean({ error: 'coverFees must be true or false' }).optional(),
  /** Issue 31: the promo code to apply; empty or absent for none. */
  promoCode: promoCodeInputSchema,
  /** The e-mail typed so far (optional): a code already used by it is refused now, not after paying. */
  customerEmail: z
    .string()
    .trim()
    .max(254)
    .optional()
    .nullable()
    .transform((value) => (value && z.email().safeParse(value).success ? value : null)),
})

/** POST /api/checkout/promotion: the cart's Apply, with the delivery method the cart assumes (in town). */
export const promotionCheckSchema = paymentIntentSchema.omit({ replacesClientSecret: true, deliveryMethod: true }).extend({
  deliveryMethod: deliveryMethodSchema.optional().default('in-town'),
})

/**
 * POST /api/orders: the checkout form's rules and messages (shared/checkoutRules.ts, the same the
 * storefront checks) plus the payment the order is for.
 */
export const checkoutFormSchema = checkoutContactSchema.safeExtend({
  paymentIntentId: z.string({ error: 'paymentIntentId is required' }).regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: 'Unknown payment' }),
  /** A guest's proof of being the buyer (only the buyer's browser has it); a signed-in buyer's session proves it instead. */
  clientSecret: clientSecretSchema.nullish(),
})

export type CheckoutForm = z.infer<typeof checkoutFormSchema>

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `At most ${max} characters` })

export const demoConfirmSchema = z.object({
  paymentIntentId: z.string().regex(/^pi_demo_[a-f0-9]{32}$/, { error: 'Unknown payment' }),
  clientSecret: z.string().min(1).max(200),
  billingDetails: z.object({
    name: requiredText('Name is required', 200),
    email: z.string().trim().max(254).pipe(z.email({ error: 'Invalid email' })),
    phone: requiredText('Phone number is required', 50),
  }),
  shippingAddress: z.string().trim().max(1000).nullish(),
})

