import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '@cms/access/isAdmin'
import { nobody } from '@cms/access/nobody'

/**
 * Records only the server writes (payment claims, processed events, demo payments): administrators
 * may look at them in the panel's System group, nobody edits them there.
 */
export const systemCollection = {
  admin: { group: 'System', hidden: ({ user }) => !isAdminUser(user) },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
} satisfies Pick<CollectionConfig, 'admin' | 'access'>
