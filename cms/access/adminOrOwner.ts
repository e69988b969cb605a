import type { Access } from 'payload'

import { userIsAdmin } from './isAdmin'

/** Records with a `user` field (cart lines, orders): an administrator sees all, a customer their own. */
export const adminOrOwner: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req)) return true
  return { user: { equals: req.user.id } }
}
