import { type CollectionBeforeOperationHook, mergeHeaders } from 'payload'

import { attemptSource } from '@cms/auth/attemptSource'
import { checkCredentialAttempt } from '@cms/auth/checkCredentialAttempt'
import { spendPasswordCheck } from '@cms/auth/passwordHash'
import { TooManyAttempts } from '@cms/auth/TooManyAttempts'

/** Payload's operations that test a password or a reset token. */
const CREDENTIAL_OPERATIONS = new Set(['login', 'forgotPassword', 'resetPassword', 'unlock'])

/**
 * Throttles Payload's own sign-in operations where they start, so every way to them counts: the
 * spec's /api, Payload's REST in any spelling, GraphQL (off today) and the panel. A login for a
 * username that does not exist spends the time of a password check, like one that does.
 */
export const throttleCredentials: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!CREDENTIAL_OPERATIONS.has(operation)) return args
  const source = attemptSource(req)
  if (!source) return args
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  const username = typeof data.username === 'string' ? data.username : typeof data.email === 'string' ? data.email : ''
  try {
    await checkCredentialAttempt(req.payload, { ...source, username })
  } catch (err) {
    if (err instanceof TooManyAttempts) {
      req.responseHeaders = mergeHeaders(new Headers({ 'Retry-After': String(err.retryAfterSeconds) }), req.responseHeaders ?? new Headers())
    }
    throw err
  }
  if (operation === 'login' && typeof data.password === 'string' && data.password) {
    const user = username
      ? await req.payload.db.findOne({ collection: 'users', where: { username: { equals: username.trim().toLowerCase() } }, req })
      : null
    if (!user) await spendPasswordCheck(data.password)
  }
  return args
}
