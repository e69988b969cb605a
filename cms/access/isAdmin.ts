import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** True when the request comes from a signed-in administrator. */
export function userIsAdmin(req: Pick<PayloadRequest, 'user'>): boolean {
  return Boolean(req.user && (req.user as { isAdmin?: boolean }).isAdmin === true)
}

export const isAdmin: Access = ({ req }) => userIsAdmin(req)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req)
