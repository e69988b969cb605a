import type { CollectionConfig } from 'payload'

import { systemCollection } from './systemCollection'

/**
 * The Stripe payment intents this shop created, recorded when the checkout makes them: what the
 * browser's POST /api/orders knows without asking Stripe. A payment id not listed here never
 * reaches Stripe, and the buyer is proven (their account, or a hash of the client secret only
 * their browser has) before any Stripe call. Demo payments keep their own records (DemoPaymentIntents).
 */
export const CheckoutIntents: CollectionConfig = {
  slug: 'checkout-intents',
  labels: { singular: 'Checkout payment', plural: 'Checkout payments' },
  ...systemCollection,
  fields: [
    { name: 'intentId', type: 'text', required: true, unique: true },
    // SHA-256 of the client secret (hex): enough to check the buyer's proof, useless to anyone who reads it.
    { name: 'secretHash', type: 'text', required: true },
    // The signed-in buyer's id, or empty for a guest.
    { name: 'userId', type: 'text' },
  ],
}
