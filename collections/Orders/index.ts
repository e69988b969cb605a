import type { CollectionConfig } from 'payload'

import { adminOrOwner } from '@cms/access/adminOrOwner'
import { isAdmin } from '@cms/access/isAdmin'
import { isAdminField } from '@cms/access/isAdmin'
import { nobody, nobodyField } from '@cms/access/nobody'
import { DELIVERY_METHODS } from '@shared/money'
import { CARRIER_LABELS, CARRIERS, DEMO_ORDER_LABEL, NOTE_MAX_LENGTH, ORDER_STATUSES } from '@shared/orderStatus'
import { SIZE_OPTIONS } from '@shared/sizes'
import { assignAccessToken } from './hooks/assignAccessToken'
import { keepMoneyStatusesToTheServer } from './hooks/keepMoneyStatusesToTheServer'
import { keepStatusMovingForward } from './hooks/keepStatusMovingForward'
import { queueOrderMail } from './hooks/queueOrderMail'
import { recordStatusChange } from './hooks/recordStatusChange'
import { rememberStatusFrom } from './hooks/rememberStatusFrom'
import { stampStatusDates } from './hooks/stampStatusDates'

/**
 * What the payment and the stock ledger rest on: written by the server only. `admin.readOnly` only
 * hides the inputs; without this, /cms-api (or a panel form opened before a refund, saved after
 * it) could rewrite a line's quantity or units already back on sale and put them back again.
 */
const serverOnly = { update: nobodyField }

const cents = (name: string, label: string) =>
  ({ name, type: 'number', required: true, min: 0, label, access: serverOnly, admin: { readOnly: true } }) as const

/**
 * A paid order. Only the server creates orders (from a verified payment), so nobody can
 * create one through the panel or Payload's REST API; administrators may change its status.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'status', 'demo', 'deliveryMethod', 'totalCents', 'createdAt'],
    group: 'Shop',
  },
  access: { read: adminOrOwner, create: nobody, update: isAdmin, delete: nobody },
  defaultSort: '-createdAt',
  // Every filter and sort of the paged order lists (decision 37): newest first within a status, a
  // customer's own orders, demo or not for the summary (decision 38). `createdAt` alone is Payload's.
  indexes: [{ fields: ['status', 'createdAt'] }, { fields: ['user', 'createdAt'] }, { fields: ['demo', 'createdAt'] }],
  hooks: { beforeChange: [assignAccessToken, keepMoneyStatusesToTheServer, keepStatusMovingForward, stampStatusDates, rememberStatusFrom], afterChange: [queueOrderMail, recordStatusChange] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'completed',
      options: ORDER_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      admin: {
        position: 'sidebar',
        description:
          'completed = paid; shipped = in the mail (out of town); fulfilled = handed over or delivered. Only forward. Cancel or refund at /admin/orders: it refunds the card and puts the units back.',
      },
    },
    {
      // Set once, when the order is made: an order paid in demo payment mode took no money. Never ship it.
      name: 'demo',
      type: 'checkbox',
      defaultValue: false,
      label: DEMO_ORDER_LABEL,
      access: { update: nobodyField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Placed in demo payment mode: no payment was taken. Do not ship.',
        components: { Cell: '/panel/components/DemoOrderCell#DemoOrderCell' },
      },
    },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, access: serverOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'customerName', type: 'text', required: true, admin: { readOnly: true } },
    // Always present for orders placed from the checkout form; an order rebuilt from a payment
    // event carries whatever the card's billing details had.
    { name: 'customerEmail', type: 'text', admin: { readOnly: true } },
    { name: 'customerPhone', type: 'text', admin: { readOnly: true } },
    {
      name: 'deliveryMethod',
      type: 'select',
      required: true,
      options: [...DELIVERY_METHODS],
      admin: { readOnly: true },
    },
    { name: 'shippingAddress', type: 'textarea', admin: { readOnly: true } },
    cents('subtotalCents', 'Subtotal (cents)'),
    cents('shippingCents', 'Shipping (cents)'),
    {
      // Issue 27: the gift added at checkout (0 = none). A contribution: receipts and the books count it apart from sales.
      name: 'donationCents',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: 'Donation (cents)',
      access: serverOnly,
      admin: { readOnly: true },
    },
    cents('feeCents', 'Processing fee (cents)'),
    {
      // Issue 27: the fee was optional and the buyer chose to pay it: a contribution, not a charge.
      name: 'feeIsContribution',
      type: 'checkbox',
      defaultValue: false,
      label: 'Fee paid as a contribution',
      access: serverOnly,
      admin: { readOnly: true },
    },
    cents('totalCents', 'Total (cents)'),
    // Issue 31: the promo code applied, as the buyer typed it, and what it took off (cents).
    { name: 'promoCode', type: 'text', access: serverOnly, admin: { readOnly: true } },
    { name: 'discountCents', type: 'number', defaultValue: 0, min: 0, label: 'Discount (cents)', access: serverOnly, admin: { readOnly: true } },
    // How much of it came off the shipping (a free-shipping code), the rest off the merchandise: refunds
    // and receipts value the items at what was paid for them (decision 78). Empty on older orders.
    { name: 'shippingDiscountCents', type: 'number', min: 0, label: 'Discount on shipping (cents)', access: serverOnly, admin: { readOnly: true } },
    // The promotion whose use this order holds, and the buyer e-mail it counts against (per-e-mail limits).
    { name: 'promotionId', type: 'text', index: true, access: serverOnly, admin: { hidden: true } },
    { name: 'promotionEmail', type: 'text', access: serverOnly, admin: { hidden: true } },
    // The use went back to the promotion (the order was cancelled): never twice.
    { name: 'promotionReturned', type: 'checkbox', defaultValue: false, access: serverOnly, admin: { hidden: true } },
    {
      // The sum of the order's refunds that went (or are going) back to the card; see the Refunds collection.
      name: 'refundedCents',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: 'Refunded (cents)',
      access: { update: nobodyField },
      admin: { readOnly: true },
    },
    {
      name: 'paymentIntentId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      access: serverOnly,
      admin: { readOnly: true },
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'productName', type: 'text', required: true },
        { name: 'size', type: 'select', options: [...SIZE_OPTIONS] },
        { name: 'quantity', type: 'number', required: true, min: 1 },
        { name: 'priceCents', type: 'number', required: true, min: 0, label: 'Unit price paid (cents)' },
        // Issue 27: the unit's fair market value when the order was made (empty = the price paid): what a receipt values the goods at.
        { name: 'valueCents', type: 'number', min: 0, label: 'Fair market value per unit (cents)' },
        // Units put back on sale by a refund or the cancellation (never more than were bought).
        { name: 'restockedQuantity', type: 'number', defaultValue: 0, min: 0, label: 'Units put back in stock' },
      ],
    },
    { name: 'fulfilledAt', type: 'date', access: serverOnly, admin: { position: 'sidebar', readOnly: true } },
    // Mark Shipped at /admin/orders (out-of-town orders): the buyer's e-mail links the carrier's tracking page.
    { name: 'shippedAt', type: 'date', access: serverOnly, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'carrier',
      type: 'select',
      options: CARRIERS.map((value) => ({ value, label: CARRIER_LABELS[value] })),
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'trackingNumber', type: 'text', maxLength: 64, access: serverOnly, admin: { position: 'sidebar', readOnly: true } },
    // The buyer's "Note for the shop" at checkout (internal notes are order-events, never shown to the buyer).
    { name: 'note', type: 'textarea', maxLength: NOTE_MAX_LENGTH, label: 'Note for the shop', access: serverOnly, admin: { readOnly: true } },
    { name: 'refundedAt', type: 'date', access: serverOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'cancelledAt', type: 'date', access: serverOnly, admin: { position: 'sidebar', readOnly: true } },
    // Why the order was cancelled, as the volunteer typed it at /admin/orders; the buyer's e-mail says it.
    { name: 'cancelReason', type: 'text', maxLength: 500, access: serverOnly, admin: { position: 'sidebar', readOnly: true } },
    {
      // The key of the order's private link (/orders/{id}?token=…), sent in the receipt.
      name: 'accessToken',
      type: 'text',
      index: true,
      access: { read: isAdminField, create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true, description: 'Key of the private order link in the receipt.' },
    },
  ],
}
