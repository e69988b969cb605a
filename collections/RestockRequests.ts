import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '@cms/access/isAdmin'
import { nobody, nobodyField } from '@cms/access/nobody'
import { RESTOCK_REQUEST_STATUSES } from '@shared/restockRequests'
import { SIZE_OPTIONS } from '@shared/sizes'

const readOnly = { admin: { readOnly: true } } as const
const when = { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * "Notify me when it's back" (issue 32): a shopper's address for one sold-out size (or product
 * without sizes), with the record of their consent, confirmed from an e-mail (double opt-in as the
 * newsletter). A confirmed request gets one e-mail once the size is back, and is done. Written by
 * the shop's /api routes only; administrators read and delete.
 */
export const RestockRequests: CollectionConfig = {
  slug: 'restock-requests',
  labels: { singular: 'Restock request', plural: 'Restock requests' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'product', 'size', 'status', 'confirmedAt', 'notifiedAt'],
    group: 'Shop',
    description: 'Shoppers waiting for a sold-out size ("Notify me when it\'s back"). Confirmed ones get one e-mail when the size is back in stock.',
    hidden: ({ user }) => !isAdminUser(user),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, index: true, ...readOnly },
    // The product's id (text: a request outlives nothing it points at, and is dropped with it).
    { name: 'product', type: 'text', required: true, index: true, ...readOnly },
    { name: 'size', type: 'select', options: [...SIZE_OPTIONS], admin: { readOnly: true, description: 'Empty for a product without sizes.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: RESTOCK_REQUEST_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      admin: { position: 'sidebar', readOnly: true },
    },
    // "address|product|size" while the request waits (pending or confirmed), empty once done: one waiting request per address and size.
    { name: 'waitingKey', type: 'text', unique: true, index: true, access: { read: nobodyField, update: nobodyField }, admin: { hidden: true } },
    { name: 'consentedAt', type: 'date', required: true, label: 'Asked at', admin: when },
    { name: 'consent', type: 'text', required: true, label: 'What they agreed to', ...readOnly },
    { name: 'confirmedAt', type: 'date', label: 'Confirmed by e-mail at', admin: when },
    { name: 'notifiedAt', type: 'date', label: 'Told it is back at', admin: when },
    // When the last confirmation e-mail went out: at most one per request every few minutes.
    { name: 'confirmationSentAt', type: 'date', admin: { hidden: true } },
    // The key of the confirm and cancel links: the server's only, never shown or sent by the API.
    { name: 'token', type: 'text', required: true, unique: true, index: true, access: { read: nobodyField, update: nobodyField }, admin: { hidden: true } },
  ],
}
