import type { CollectionAfterOperationHook } from 'payload'

import { resetTokens } from '@cms/auth/resetTokens'
import { sessionCache } from '@cms/auth/sessionCache'

/**
 * After a reset, on every route: the used token is removed (Payload only backdates its expiry),
 * and the account's other sessions, which Payload's reset has just ended, are forgotten by this
 * process's session cache at once.
 */
export const endUsedResetToken: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const token = (args as { data?: { token?: unknown } }).data?.token
  if (typeof token === 'string' && token) await resetTokens(req.payload).expire(token)
  const userId = (result as { user?: { id?: unknown } } | undefined)?.user?.id
  if (userId !== undefined) sessionCache.forgetUser(String(userId))
  return result
}
