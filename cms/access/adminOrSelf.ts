import type { Access } from 'payload'

import { userIsAdmin } from './isAdmin'

/** Users: an administrator sees everyone, a customer only their own record. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req)) return true
  return { id: { equals: req.user.id } }
}
