import { AuthenticationError, createLocalReq, loginOperation, type Payload } from 'payload'

import type { User } from '../payload-types'
import type { AttemptContext } from './attemptSource'

/**
 * Payload's login operation for the spec's /api: the same throttling and timing rules as its REST
 * login (the Users hooks), and the session token for the httpOnly cookie, which Payload's local
 * `payload.login` no longer returns (removeTokenFromResponses keeps it away from scripts).
 */
export async function signInWithPassword(
  payload: Payload,
  credentials: { username: string; password: string },
  context: AttemptContext = {},
): Promise<{ user: User; token: string }> {
  const req = await createLocalReq({ context }, payload)
  const result = await loginOperation<'users'>({
    collection: payload.collections.users,
    data: { username: credentials.username, password: credentials.password } as never,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!result.token || !result.user) throw new AuthenticationError(req.t)
  return { user: result.user as unknown as User, token: result.token }
}
