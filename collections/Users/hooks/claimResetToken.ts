import type { CollectionBeforeOperationHook } from 'payload'

import { resetTokens } from '@cms/auth/resetTokens'

/**
 * One reset token, one password: before Payload's reset operation looks the token up, this request
 * takes it in one conditional write (cms/auth/resetTokens.ts) and goes on with a token only it
 * knows. Of ten requests with the same link at once, one sets its password; the others find no
 * such token and get Payload's "invalid or expired" (403). Every route runs this operation: the
 * spec's /api, Payload's REST (/cms-api/users/reset-password) and the panel. Runs after the
 * throttle and the password rules, so a refused request leaves the link usable.
 */
export const claimResetToken: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const data = (args as { data?: { token?: unknown } }).data
  if (!data || typeof data.token !== 'string' || data.token === '') return args
  const claimed = await resetTokens(req.payload).claim(data.token)
  // Payload's operation reads the token from this same object.
  if (claimed) data.token = claimed
  return args
}
