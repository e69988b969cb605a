import type { CollectionConfig } from 'payload'

import { isAdmin } from '@cms/access/isAdmin'
import { nobodyField } from '@cms/access/nobody'
import { priceSchema, repeatedSizeMessage, sizeStockSchema, unsizedStockSchema } from '@shared/productRules'
import { SIZE_OPTIONS } from '@shared/sizes'
import { shopProductsOnly } from './access/shopProductsOnly'
import { dropRestockRequests } from './hooks/dropRestockRequests'
import { invalidateProductCache } from './hooks/invalidateProductCache'
import { removeFromCarts } from './hooks/removeFromCarts'
import { validateFairMarketValue } from './validateFairMarketValue'
import { validateWith } from '../validateWith'

/**
 * A product. Its sizes are the rows of `stock` (one per size, with the units on hand). A product
 * without rows has no size options; its units are counted in `stockCount`, or not at all when
 * that is empty (issue 13). A hidden product has left the shop but stays in orders and carts.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'price', 'stock', 'stockCount', 'hidden', 'updatedAt'],
    group: 'Shop',
    description: 'What the shop sells. Sizes and stock are the rows under "Stock by size"; change them at /admin/products.',
  },
  access: { read: shopProductsOnly, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'createdAt',
  hooks: {
    afterChange: [invalidateProductCache],
    beforeDelete: [removeFromCarts],
    afterDelete: [invalidateProductCache, dropRestockRequests],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 5000 },
    {
      name: 'price',
      type: 'number',
      required: true,
      // No default: a forgotten price must stop the save, not put the product on sale at $0.00 (issue 17).
      min: 0.5,
      label: 'Price ($)',
      validate: validateWith(priceSchema, { required: 'Price is required' }),
      admin: { step: 0.01, description: 'In US dollars, at least $0.50 (the smallest card payment), at most 2 decimals.' },
    },
    {
      // Issue 27: what the item is worth when it sells above it (a gala shirt at $50 worth $15); empty =
      // the price. A receipt values the goods at this, and the rest of the price is a contribution.
      name: 'fairMarketValue',
      type: 'number',
      min: 0,
      label: 'Fair market value ($)',
      validate: validateFairMarketValue,
      admin: {
        step: 0.01,
        description: 'Only for items sold above their value (a benefit shirt): what it would sell for elsewhere. Empty = the price. Receipts show the difference as a tax-deductible contribution.',
      },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
    },
    {
      name: 'hidden',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: 'Hidden from the shop',
      admin: {
        position: 'sidebar',
        description: 'Hidden products are not shown or sold. Orders and carts keep them; untick to sell again.',
      },
    },
    {
      // Units on hand of a product without sizes; empty = not counted (it never sells out).
      name: 'stockCount',
      type: 'number',
      label: 'Units in stock (no sizes)',
      min: 0,
      validate: validateWith(unsizedStockSchema),
      // Like the size rows: counted by the stock ledger, changed compare-and-set at /admin/products.
      access: { update: nobodyField },
      admin: {
        condition: (data) => !(Array.isArray(data?.stock) && data.stock.length > 0),
        description:
          'For a product without sizes: how many are on hand. Leave empty when you do not count them. After creating the product, change it at /admin/products.',
      },
    },
    {
      name: 'stock',
      type: 'array',
      label: 'Stock by size',
      labels: { singular: 'Size', plural: 'Sizes' },
      // Each size at most once.
      validate: (rows: unknown) => repeatedSizeMessage(((rows ?? []) as ({ size?: string | null } | null)[]).flatMap((row) => (row?.size ? [row.size] : []))) ?? true,
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
              validate: validateWith(sizeStockSchema) },
          ],
        },
      ],
    },
  ],
}
