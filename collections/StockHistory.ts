import type { CollectionConfig } from 'payload'

import { SIZE_OPTIONS } from '@shared/sizes'
import { STOCK_REASONS } from '@shared/stockHistory'
import { systemCollection } from './systemCollection'

/**
 * Every change of a size's count (or of the count of a product without sizes), written by the stock
 * ledger in the same batch or transaction as the change itself (issue 32, decision 46), so a size's
 * recorded changes always add up to its count. Nobody edits or deletes them: administrators read
 * them at /admin/products (History) or here.
 */
export const StockHistory: CollectionConfig = {
  slug: 'stock-history',
  labels: { singular: 'Stock change', plural: 'Stock history' },
  ...systemCollection,
  admin: { ...systemCollection.admin, defaultColumns: ['product', 'size', 'change', 'after', 'reason', 'actor', 'createdAt'] },
  defaultSort: '-createdAt',
  // A product's entries in the order they were written: the ledger numbers them inside its write.
  indexes: [{ fields: ['product', 'seq'], unique: true }],
  fields: [
    // The product's id (text, not a relationship: the history stays when a product is deleted).
    { name: 'product', type: 'text', required: true, index: true },
    { name: 'seq', type: 'number', required: true, admin: { description: 'The change\'s position in the product\'s history.' } },
    { name: 'size', type: 'select', options: [...SIZE_OPTIONS], admin: { description: 'Empty for a product without sizes.' } },
    { name: 'change', type: 'number', required: true },
    { name: 'after', type: 'number', label: 'Count after', admin: { description: 'Empty: the size stopped being offered, or the product stopped being counted.' } },
    { name: 'reason', type: 'select', required: true, options: [...STOCK_REASONS] },
    { name: 'actor', type: 'text', required: true },
    { name: 'order', type: 'text' },
    // A sale's entries are written before its order exists: the order is filled in from the payment when it is written.
    { name: 'paymentIntentId', type: 'text', index: true },
  ],
}
