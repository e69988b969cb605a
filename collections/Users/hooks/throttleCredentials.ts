import { type CollectionBeforeOperationHook, mergeHeaders } from 'payload'

import { attemptSource } from '@cms/auth/attemptSource'
import { checkCredentialAttempt } from '@cms/auth/checkCredentialAttempt'
import { spendPasswordCheck } from '@cms/auth/passwordHash'
import { TooManyAttempts } from '@cms/auth/TooManyAttempts'

/** Where the counters a login counted in wait for its outcome, in the request's context. */
export const SIGN_IN_COUNTERS = 'shopSignInCounters'

/** Payload's operations that test a password or a reset token. */
const CREDENTIAL_OPERATIONS = new Set(['login', 'forgotPassword', 'resetPassword', 'unlock'])

/**
 * Throttles Payload's own sign-in operations where they start, so every way to them counts: the
 * spec's /api, Payload's REST in any spelling, GraphQL (off today) and the panel. People sign in
 * with their username or their e-mail address (usernames never hold an @): an attempt counts
 * against the account's username either way, so naming it both ways gives no extra tries; an
 * e-mail no account has counts under itself. A login for an account that does not exist spends
 * the time of a password check, like one that does.
 */
export const throttleCredentials: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!CREDENTIAL_OPERATIONS.has(operation)) return args
  const source = attemptSource(req)
  if (!source) return args
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  // Payload's REST login passes both fields, the one not typed as '': take the one that was.
  const given = [data.username, data.email].map((value) => (typeof value === 'string' ? value.trim().toLowerCase() : '')).find(Boolean) ?? ''
  const field = given.includes('@') ? 'email' : 'username'
  const account = given ? await req.payload.db.findOne<{ id: string | number; username?: string | null }>({ collection: 'users', where: { [field]: { equals: given } }, req }) : null
  const username = account?.username ?? given
  try {
    const counted = await checkCredentialAttempt(req.payload, { ...source, username })
    // A login whose password proves right gives these back (hooks/giveBackSignInAttempt.ts).
    if (operation === 'login') (req.context ??= {})[SIGN_IN_COUNTERS] = counted
  } catch (err) {
    if (err instanceof TooManyAttempts) {
      req.responseHeaders = mergeHeaders(new Headers({ 'Retry-After': String(err.retryAfterSeconds) }), req.responseHeaders ?? new Headers())
    }
    throw err
  }
  if (operation === 'login' && typeof data.password === 'string' && data.password && !account) await spendPasswordCheck(data.password)
  return args
}
