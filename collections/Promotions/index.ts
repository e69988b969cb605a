import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '@cms/access/isAdmin'
import { nobody } from '@cms/access/nobody'
import { PROMOTION_KINDS } from '@shared/promotions'

const readOnly = { admin: { readOnly: true } } as const

/**
 * Promo codes (issue 31). Made, edited and switched off at /admin/promotions (POST/PUT/DELETE
 * /api/admin/promotions), which checks every rule; the panel lists them for administrators. `uses`
 * is written by the stock ledger only, in the same transaction that takes an order's stock
 * (cms/stock/*Ledger.ts): never by hand. Decision 43.
 */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  labels: { singular: 'Promotion', plural: 'Promotions' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'value', 'uses', 'usageLimit', 'active'],
    group: 'Shop',
    description: 'Promo codes. Create, edit and switch them off at /admin/promotions.',
    hidden: ({ user }) => !isAdminUser(user),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'code', type: 'text', required: true, ...readOnly },
    // The code in lower case: unique, so two codes never differ by case only (also MongoDB's unique index).
    { name: 'codeKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'kind', type: 'select', required: true, options: PROMOTION_KINDS.map((value) => ({ value, label: value })), ...readOnly },
    // percent: 1–100; fixed: cents off the merchandise; freeShipping: 0.
    { name: 'value', type: 'number', required: true, defaultValue: 0, min: 0, admin: { readOnly: true, description: 'percent: 1–100; fixed: cents off' } },
    { name: 'minSubtotalCents', type: 'number', min: 0, label: 'Minimum subtotal (cents)', ...readOnly },
    { name: 'startsAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endsAt', type: 'date', label: 'Ends at (exclusive)', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'usageLimit', type: 'number', min: 1, label: 'Orders in all', ...readOnly },
    { name: 'perEmailLimit', type: 'number', min: 1, label: 'Orders per buyer e-mail', ...readOnly },
    { name: 'active', type: 'checkbox', defaultValue: true, ...readOnly },
    { name: 'uses', type: 'number', required: true, defaultValue: 0, min: 0, label: 'Orders that used it', ...readOnly },
  ],
}
