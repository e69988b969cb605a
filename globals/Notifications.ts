import type { GlobalConfig } from 'payload'

import { isAdmin } from '@cms/access/isAdmin'
import { parseEmailList } from '@shared/emailList'
import { READY_MESSAGE_DEFAULT } from '@shared/settingsDefaults'

/**
 * Who hears about new orders and low stock, and the low-stock level. Private: only administrators read it.
 * Empty means every administrator's e-mail address.
 */
export const Notifications: GlobalConfig = {
  slug: 'notifications',
  label: 'Order notifications',
  admin: { group: 'Site settings' },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      // Issue 13: when a sale leaves a size (or a product without sizes) at or below this many units,
      // the same addresses get one e-mail, and /admin/products highlights the count.
      name: 'lowStockLevel',
      type: 'number',
      label: 'Low-stock level',
      defaultValue: 3,
      min: 0,
      max: 1000,
      admin: { description: 'A sale that leaves this many units or fewer sends one low-stock e-mail. 0 = only when sold out.' },
      validate: (value: unknown) =>
        value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 1000)
          ? true
          : 'The low-stock level must be a whole number from 0 to 1000',
    },
    {
      name: 'orderNotificationEmails',
      type: 'textarea',
      label: 'Send new-order notices to',
      maxLength: 2000,
      admin: { description: 'One e-mail address per line. Leave empty to notify every administrator.' },
      validate: (value: unknown) => {
        const { invalid } = parseEmailList(typeof value === 'string' ? value : '')
        return invalid.length === 0 || `Not an e-mail address: ${invalid.join(', ')}`
      },
    },
      {
      // Issue 32: the e-mail of an in-town order marked fulfilled ("ready for you"), when the volunteer sends it.
      name: 'readyMessage',
      type: 'textarea',
      label: '"Ready for you" e-mail (in-town orders)',
      maxLength: 1000,
      admin: { description: `Leave empty for: ${READY_MESSAGE_DEFAULT}` },
    },
  ],
}
