import { APIError, createLocalReq, type Payload, resetPasswordOperation } from 'payload'

import { InvalidInput } from '../errors/shopErrors'
import type { User } from '../payload-types'
import type { AttemptContext } from './attemptSource'

/**
 * Sets a new password with a reset token: Payload's reset operation, as its REST route runs it.
 * The token works once, within its hour, even for requests that arrive together (the Users hooks
 * claimResetToken and endUsedResetToken); every other session of the account ends, and the
 * session the reset opens is returned for this browser (the person who just proved they hold the
 * link is signed in, so a throttled username cannot keep them out: issue 28). The attempt counts
 * against the client address like a sign-in (`context`: the address and cookies).
 */
export async function resetPassword(payload: Payload, token: string, password: string, context: AttemptContext = {}): Promise<{ user: User; token: string }> {
  const req = await createLocalReq({ context }, payload)
  try {
    const result = await resetPasswordOperation<'users'>({
      collection: payload.collections.users,
      data: { token, password },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!result.token || !result.user) throw new InvalidInput(INVALID_LINK)
    return { user: result.user as unknown as User, token: result.token }
  } catch (err) {
    if (err instanceof APIError && err.status === 403) throw new InvalidInput(INVALID_LINK)
    throw err
  }
}

const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.'
