import type { CollectionAfterLoginHook } from 'payload'

import { releaseCredentialAttempt } from '@cms/auth/checkCredentialAttempt'
import { SIGN_IN_COUNTERS } from './throttleCredentials'

/**
 * The password was right: the attempt throttleCredentials counted comes off its address, username
 * and browser counters, so only failed attempts use up an allowance (decision 10, second addendum).
 * A counter that cannot be updated leaves the attempt counted; the sign-in goes on.
 */
export const giveBackSignInAttempt: CollectionAfterLoginHook = async ({ req, user }) => {
  const counted = req.context?.[SIGN_IN_COUNTERS]
  if (!Array.isArray(counted) || counted.length === 0) return user
  delete req.context[SIGN_IN_COUNTERS]
  await releaseCredentialAttempt(req.payload, counted as string[]).catch((err: unknown) => req.payload.logger.warn({ msg: 'a sign-in attempt could not be given back', err }))
  return user
}
