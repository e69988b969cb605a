import type { CollectionConfig } from 'payload'

import { systemCollection } from './systemCollection'

/** Payment intents of the demo payment mode (no Stripe keys): kept in the database, never charged. */
export const DemoPaymentIntents: CollectionConfig = {
  slug: 'demo-payment-intents',
  labels: { singular: 'Demo payment', plural: 'Demo payments' },
  ...systemCollection,
  fields: [
    { name: 'intentId', type: 'text', required: true, unique: true },
    { name: 'clientSecret', type: 'text', required: true },
    { name: 'amountCents', type: 'number', required: true },
    { name: 'currency', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: ['requires_payment_method', 'succeeded', 'canceled'],
    },
    { name: 'metadata', type: 'json' },
    { name: 'billingDetails', type: 'json' },
    { name: 'shippingAddress', type: 'textarea' },
    { name: 'refundedCents', type: 'number', defaultValue: 0 },
    // Demo refunds, as Stripe keeps them: [{ id, amountCents, idempotencyKey, createdAt }].
    { name: 'refunds', type: 'json' },
  ],
}
