import type { CollectionConfig } from 'payload'

import { systemCollection } from './systemCollection'

/**
 * One row per PaymentIntent that the shop started turning into an order. The unique
 * `paymentIntentId` makes the browser's POST /api/orders and Stripe's webhook race safely:
 * whoever inserts the claim reserves the stock; the other waits for the outcome. The states and how
 * each one ends, whatever dies when: docs/decisions/0025-no-paid-payment-dropped.md.
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
    // Who holds a reserved claim: set when its stock is taken, replaced when a stale claim is taken over.
    { name: 'lease', type: 'text' },
    // The order to write, as priced when the stock was taken, with the buyer's contact details:
    // whoever finishes the claim writes exactly this (a rejected claim keeps the contact only).
    { name: 'draft', type: 'json' },
    // Taken over after its holder went silent: a claim that still cannot be finished is refunded.
    { name: 'takeovers', type: 'number', defaultValue: 0 },
    // Rejected, and its money not yet confirmed back: the sweeper refunds it again until it is.
    { name: 'refundPending', type: 'checkbox', defaultValue: false },
  ],
}
