import type { CollectionAfterLogoutHook } from 'payload'

import { sessionCache } from '@cms/auth/sessionCache'

/**
 * A logout through Payload's own routes (/cms-api/users/logout, the panel) removes the session
 * without saving the user, so no afterChange hook runs: the cached session would still answer.
 */
export const forgetSessionsOnLogout: CollectionAfterLogoutHook = ({ req }) => {
  if (req.user) sessionCache.forgetUser(String(req.user.id))
}
