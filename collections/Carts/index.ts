import type { CollectionConfig } from 'payload'

import { adminOrOwner } from '@cms/access/adminOrOwner'
import { nobody } from '@cms/access/nobody'
import { SIZE_OPTIONS } from '@shared/sizes'

/**
 * One document per line of a signed-in customer's cart ("Cart item (server)").
 * Writes go through /api/cart, which checks the product, size and quantity; `lineKey`
 * (user:product:size) is unique so the same product and size can never make two lines.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: 'Cart line', plural: 'Cart lines' },
  admin: {
    defaultColumns: ['user', 'product', 'size', 'quantity', 'updatedAt'],
    group: 'Shop',
    description: 'What signed-in customers have in their carts right now (read-only).',
  },
  access: { read: adminOrOwner, create: nobody, update: nobody, delete: adminOrOwner },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
    { name: 'size', type: 'select', options: [...SIZE_OPTIONS] },
    { name: 'quantity', type: 'number', required: true, min: 1, max: 999, defaultValue: 1 },
    { name: 'lineKey', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
