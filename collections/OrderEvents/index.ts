import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '@cms/access/isAdmin'
import { nobody } from '@cms/access/nobody'
import { NOTE_MAX_LENGTH } from '@shared/orderStatus'

/**
 * What people did to an order, for its timeline at /admin/orders (decision 0048): administrators'
 * internal notes and every status change, with who made it. Written by the server only
 * (POST /api/admin/orders/{id}/notes, the Orders hook recordStatusChange); read by administrators
 * only: the buyer never sees an internal note.
 */
export const OrderEvents: CollectionConfig = {
  slug: 'order-events',
  labels: { singular: 'Order event', plural: 'Order events' },
  admin: {
    group: 'Shop',
    defaultColumns: ['order', 'kind', 'text', 'toStatus', 'actorName', 'createdAt'],
    description: 'Internal notes and status changes of orders. Add notes at /admin/orders.',
    hidden: ({ user }) => !isAdminUser(user),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: ['note', 'status'] },
    { name: 'text', type: 'textarea', maxLength: NOTE_MAX_LENGTH },
    { name: 'fromStatus', type: 'text' },
    { name: 'toStatus', type: 'text' },
    { name: 'actor', type: 'relationship', relationTo: 'users' },
    // As the actor was called then (a removed account still reads right).
    { name: 'actorName', type: 'text' },
  ],
}
