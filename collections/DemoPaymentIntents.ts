import type { CollectionConfig } from 'payload'

import { isAdmin } from '../cms/access/isAdmin'
import { nobody } from '../cms/access/nobody'

/** Payment intents of the demo payment mode (no Stripe keys): kept in the database, never charged. */
export const DemoPaymentIntents: CollectionConfig = {
  slug: 'demo-payment-intents',
  labels: { singular: 'Demo payment', plural: 'Demo payments' },
  admin: { group: 'System', hidden: ({ user }) => !(user as { isAdmin?: boolean } | null)?.isAdmin },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
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
  ],
}
