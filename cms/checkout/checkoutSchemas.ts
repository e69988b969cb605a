import { z } from 'zod'

import { DELIVERY_METHODS } from '../../shared/money'
import { productIdSchema, quantitySchema, sizeSchema } from '../cart/cartSchemas'

const MAX_CART_LINES = 50

const deliveryMethodSchema = z.enum(DELIVERY_METHODS, { error: 'Delivery method must be in-town or out-of-town' })

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
  /** The intent this one replaces (the buyer changed the delivery method): it is cancelled. */
  replacesClientSecret: clientSecretSchema.optional(),
  cartItems: z
    .array(guestCartItemSchema, { error: 'cartItems must be a list' })
    .max(MAX_CART_LINES, { error: `A cart holds at most ${MAX_CART_LINES} lines` })
    .optional(),
})

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `At most ${max} characters` })

/** Spec §5's checkout rules and messages, checked again on the server. */
export const checkoutFormSchema = z
  .object({
    customerName: requiredText('Name is required', 200),
    customerEmail: z.string({ error: 'Invalid email' }).trim().max(254, { error: 'Invalid email' }).pipe(z.email({ error: 'Invalid email' })),
    customerPhone: requiredText('Phone number is required', 50),
    deliveryMethod: deliveryMethodSchema,
    shippingAddress: z.string({ error: 'Mailing address must be text' }).trim().max(1000, { error: 'At most 1000 characters' }).nullish(),
    paymentIntentId: z.string({ error: 'paymentIntentId is required' }).regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: 'Unknown payment' }),
    /** A guest's proof of being the buyer (only the buyer's browser has it); a signed-in buyer's session proves it instead. */
    clientSecret: clientSecretSchema.nullish(),
  })
  .superRefine((form, ctx) => {
    if (form.deliveryMethod === 'out-of-town' && !form.shippingAddress) {
      ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: 'Mailing address is required for out of town delivery' })
    }
  })

export type CheckoutForm = z.infer<typeof checkoutFormSchema>

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

