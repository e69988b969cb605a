import type { CollectionConfig } from 'payload'

import { anyone } from '../../cms/access/anyone'
import { isAdmin } from '../../cms/access/isAdmin'
import { nobodyField } from '../../cms/access/nobody'
import { SIZE_OPTIONS } from '../../shared/sizes'
import { invalidateProductCache } from './hooks/invalidateProductCache'
import { removeFromCarts } from './hooks/removeFromCarts'
import { validatePrice } from './validatePrice'
import { validateStockRows } from './validateStockRows'

/**
 * A product. Its sizes are the rows of `stock` (one per size, with the units on hand):
 * a product without rows has no size options and is not stock-tracked (spec §3/§4).
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'price', 'stock', 'updatedAt'],
    group: 'Shop',
    description: 'What the shop sells. Sizes and stock are the rows under "Stock by size"; change them at /admin/products.',
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'createdAt',
  hooks: {
    afterChange: [invalidateProductCache],
    beforeDelete: [removeFromCarts],
    afterDelete: [invalidateProductCache],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 5000 },
    {
      name: 'price',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 0,
      label: 'Price ($)',
      validate: validatePrice,
      admin: { step: 0.01, description: 'In US dollars, at most 2 decimals.' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
    },
    {
      name: 'stock',
      type: 'array',
      label: 'Stock by size',
      labels: { singular: 'Size', plural: 'Sizes' },
      validate: validateStockRows,
      // Counts change with every sale: a form opened before a sale would put the sold unit back on
      // save. Once a product exists, its sizes and stock change only at /admin/products, whose
      // editors save compare-and-set (issue 10; docs/decisions/0003-orders-and-stock.md).
      access: { update: nobodyField },
      admin: {
        description:
          'Leave empty for a product without sizes. One row per size offered. After creating the product, change sizes and stock at /admin/products (Update Inventory or Edit Product): it never undoes a sale made while you edit.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'size', type: 'select', required: true, options: [...SIZE_OPTIONS] },
            { name: 'quantity', type: 'number', required: true, min: 0, defaultValue: 0, label: 'Units in stock',
              validate: (value: number | null | undefined) =>
                Number.isInteger(value) && (value as number) >= 0 ? true : 'Stock must be a whole number of 0 or more' },
          ],
        },
      ],
    },
  ],
}
