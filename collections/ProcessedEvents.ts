import type { CollectionConfig } from 'payload'

import { isAdmin } from '../cms/access/isAdmin'
import { nobody } from '../cms/access/nobody'

/** Stripe webhook events already handled: a replayed event id changes nothing. */
export const ProcessedEvents: CollectionConfig = {
  slug: 'processed-events',
  labels: { singular: 'Processed payment event', plural: 'Processed payment events' },
  admin: { group: 'System', hidden: ({ user }) => !(user as { isAdmin?: boolean } | null)?.isAdmin },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
  ],
}
