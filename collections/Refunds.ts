import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '@cms/access/isAdmin'
import { nobody } from '@cms/access/nobody'
import { REFUND_SOURCES, REFUND_STATUSES } from '@shared/refunds'

/**
 * One row per refund at the payment provider, whoever made it (/admin/orders, a cancellation, the
 * Stripe dashboard). The unique `refundId` is what keeps a refund from being counted twice: a
 * refund made from /admin also comes back by webhook with the same id. The order's
 * `refundedCents` is the sum of its rows that are not failed or cancelled.
 */
export const Refunds: CollectionConfig = {
  slug: 'refunds',
  labels: { singular: 'Refund', plural: 'Refunds' },
  admin: {
    group: 'Shop',
    useAsTitle: 'refundId',
    defaultColumns: ['order', 'amountCents', 'status', 'source', 'reason', 'createdAt'],
    description: 'Money returned to buyers. Refund or cancel an order at /admin/orders.',
    hidden: ({ user }) => !isAdminUser(user),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'refundId', type: 'text', required: true, unique: true, label: 'Refund id (Stripe)' },
    { name: 'amountCents', type: 'number', required: true, min: 1, label: 'Amount (cents)' },
    { name: 'status', type: 'select', required: true, options: [...REFUND_STATUSES] },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: REFUND_SOURCES.map((value) => ({
        value,
        label: { admin: 'Refunded at /admin/orders', cancel: 'Order cancelled', provider: 'Stripe dashboard' }[value],
      })),
    },
    { name: 'reason', type: 'text', maxLength: 500 },
    // The Idempotency-Key of the /admin request: the same key is one refund.
    { name: 'requestKey', type: 'text', index: true },
    // What that request asked (amount, units back, reason), hashed: the same key with anything else is 409.
    { name: 'requestHash', type: 'text' },
    { name: 'requestedBy', type: 'relationship', relationTo: 'users' },
    // Units this refund put back on sale: [{ itemId, productName, size, quantity }].
    { name: 'restocked', type: 'json' },
    // The order lines this refund is for, as the volunteer said: [{ itemId, quantity, restock }].
    // Those units are no longer to be sent (cms/orders/orderAccount.ts reads them).
    { name: 'lines', type: 'json' },
  ],
}
