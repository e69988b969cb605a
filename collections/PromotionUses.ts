import type { CollectionConfig } from 'payload'

import { systemCollection } from './systemCollection'

/**
 * Orders per promotion and buyer e-mail (issue 31): what `perEmailLimit` is checked against, in the
 * stock ledger's transaction. One row per promotion and lower-cased e-mail (`key`, unique), its
 * `count` raised when an order's stock is claimed with the code and lowered when that use is given
 * back (a refused payment, a cancelled order).
 */
export const PromotionUses: CollectionConfig = {
  slug: 'promotion-uses',
  labels: { singular: 'Promotion use', plural: 'Promotion uses' },
  ...systemCollection,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'promotion', type: 'text', required: true, index: true },
    { name: 'email', type: 'text', required: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
