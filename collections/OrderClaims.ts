import type { CollectionConfig } from 'payload'

import { systemCollection } from './systemCollection'

/**
 * One row per PaymentIntent that the shop started turning into an order. The unique
 * `paymentIntentId` makes the browser's POST /api/orders and Stripe's webhook race safely:
 * whoever inserts the claim reserves the stock; the other waits for the outcome.
 */
export const OrderClaims: CollectionConfig = {
  slug: 'order-claims',
  labels: { singular: 'Payment claim', plural: 'Payment claims' },
  ...systemCollection,
  fields: [
    { name: 'paymentIntentId', type: 'text', required: true, unique: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      options: [
        { value: 'reserved', label: 'Stock reserved' },
        { value: 'completed', label: 'Order created' },
        { value: 'rejected', label: 'Refused and refunded' },
      ],
    },
    { name: 'order', type: 'text' },
    { name: 'reason', type: 'text' },
  ],
}
