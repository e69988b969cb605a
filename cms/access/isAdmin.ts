import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * True for a signed-in administrator: the one test behind Payload's access rules, the /api gates
 * (requireAdmin) and the panel's own checks.
 */
export function isAdminUser(user: unknown): boolean {
  return (user as { isAdmin?: unknown } | null | undefined)?.isAdmin === true
}

/** True when the request comes from a signed-in administrator. */
export function userIsAdmin(req: Pick<PayloadRequest, 'user'>): boolean {
  return isAdminUser(req.user)
}

export const isAdmin: Access = ({ req }) => userIsAdmin(req)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req)
