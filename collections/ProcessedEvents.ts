import type { CollectionConfig } from 'payload'

import { systemCollection } from './systemCollection'

/** Stripe webhook events already handled: a replayed event id changes nothing. */
export const ProcessedEvents: CollectionConfig = {
  slug: 'processed-events',
  labels: { singular: 'Processed payment event', plural: 'Processed payment events' },
  ...systemCollection,
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
  ],
}
