import { APIError, type Payload } from 'payload'

import { badRequest } from '../http/errors'
import type { User } from '../payload-types'
import { sessionCache } from './sessionCache'

/**
 * Sets a new password with a reset token (Payload's reset operation: the token works once, within
 * its hour), then ends every session of the account, the one Payload just opened included: the
 * person signs in with the new password.
 */
export async function resetPassword(payload: Payload, token: string, password: string): Promise<User> {
  let user: User
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    user = result.user as unknown as User
  } catch (err) {
    if (err instanceof APIError && err.status === 403) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.')
    throw err
  }
  // The whole stored row, as Payload's own reset writes it (a partial row would blank the rest).
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } })
  if (stored) {
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { ...stored, sessions: [], resetPasswordToken: null, resetPasswordExpiration: null },
      returning: false,
    })
  }
  sessionCache.forgetUser(String(user.id))
  return user
}
