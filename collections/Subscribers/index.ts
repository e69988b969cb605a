import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '@cms/access/isAdmin'
import { nobody, nobodyField } from '@cms/access/nobody'
import { SUBSCRIBER_STATUSES } from '@shared/newsletter'

const readOnly = { admin: { readOnly: true } } as const

/**
 * Newsletter subscribers, with the record of their consent: when they asked (the footer form)
 * and when they confirmed from the e-mailed link (double opt-in). Only confirmed addresses are
 * exported. Written by the shop's /api/newsletter routes only; administrators read and delete.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'confirmedAt', 'consentedAt'],
    group: 'Shop',
    description:
      'Newsletter sign-ups from the shop\'s footer. Only Confirmed addresses agreed to receive the newsletter; download them as CSV at /admin/footer.',
    hidden: ({ user }) => !isAdminUser(user),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, ...readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SUBSCRIBER_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'consentedAt',
      type: 'date',
      required: true,
      label: 'Asked to subscribe at',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'consent', type: 'text', required: true, label: 'What they agreed to', ...readOnly },
    { name: 'confirmedAt', type: 'date', label: 'Confirmed by e-mail at', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // When the last confirmation e-mail went out: at most one per address every few minutes.
    { name: 'confirmationSentAt', type: 'date', admin: { hidden: true } },
    // The key of the confirm and unsubscribe links: the server's only, never shown or sent by the API.
    { name: 'token', type: 'text', required: true, unique: true, index: true, access: { read: nobodyField, update: nobodyField }, admin: { hidden: true } },
  ],
}
