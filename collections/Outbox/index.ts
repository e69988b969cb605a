import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isAdminUser } from '@cms/access/isAdmin'
import { nobody, nobodyField } from '@cms/access/nobody'
import { MAIL_KINDS, OUTBOX_STATUSES } from '@cms/mail/mailKinds'
import { allowOnlyResend } from './hooks/allowOnlyResend'
import { deliverOnResend } from './hooks/deliverOnResend'

const readOnly = { access: { update: nobodyField }, admin: { readOnly: true } } as const

/**
 * Every e-mail the shop sends, recorded before it is sent: who, what, and how delivery went.
 * The shop's delivery runner claims and sends it (cms/mail/mailRunner.ts). Administrators read it in /cms and
 * resend a message by setting its status back to Queued.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'E-mail', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'status', 'attempts', 'createdAt'],
    group: 'Shop',
    description: 'Every e-mail the shop sends. To send one again, open it, set Status to Queued and save.',
    hidden: ({ user }) => !isAdminUser(user),
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [allowOnlyResend], afterChange: [deliverOnResend] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: OUTBOX_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      access: { update: isAdminField },
      admin: { position: 'sidebar', description: 'Set to Queued and save to send this e-mail again.' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0, ...readOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'sentAt', type: 'date', ...readOnly, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      label: 'Next try',
      ...readOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'When a queued e-mail is tried again after a failed try.' },
    },
    { name: 'lastError', type: 'text', label: 'Last problem', ...readOnly },
    { name: 'kind', type: 'select', required: true, options: [...MAIL_KINDS], ...readOnly },
    { name: 'to', type: 'text', required: true, index: true, label: 'To', ...readOnly },
    { name: 'subject', type: 'text', required: true, ...readOnly },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, ...readOnly },
    { name: 'text', type: 'textarea', required: true, label: 'Message (plain text)', ...readOnly },
    { name: 'html', type: 'textarea', required: true, access: { update: nobodyField }, admin: { hidden: true } },
    // The delivery queue's own bookkeeping (cms/mail/outboxQueue.ts): tries since it was last queued
    // (the retry limit), and until when a delivery runner holds it.
    { name: 'deliveryTries', type: 'number', defaultValue: 0, min: 0, access: { update: nobodyField }, admin: { hidden: true } },
    { name: 'leaseUntil', type: 'date', access: { update: nobodyField }, admin: { hidden: true } },
    // A password link must not outlive its delivery in the database or in /cms.
    { name: 'sensitive', type: 'checkbox', defaultValue: false, access: { update: nobodyField }, admin: { hidden: true } },
  ],
}
