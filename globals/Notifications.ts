import type { GlobalConfig } from 'payload'

import { isAdmin } from '../cms/access/isAdmin'
import { parseEmailList } from '../shared/emailList'

/**
 * Who hears about new orders (and, later, low stock). Private: only administrators read it.
 * Empty means every administrator's e-mail address.
 */
export const Notifications: GlobalConfig = {
  slug: 'notifications',
  label: 'Order notifications',
  admin: { group: 'Site settings' },
  access: { read: isAdmin, update: isAdmin },
  fields: [
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
  ],
}
