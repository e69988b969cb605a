import type { Payload } from 'payload'

import type { ProfileInput } from '@shared/profileRules'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { EmailInUse } from '../errors/shopErrors'
import type { User } from '../payload-types'

/** The customer's own name and e-mail; an e-mail another account uses is EmailInUse. */
export async function updateProfile(payload: Payload, userId: string, data: ProfileInput): Promise<User> {
  try {
    return (await payload.update({
      collection: 'users',
      id: userId,
      data: { firstName: data.firstName || null, lastName: data.lastName || null, email: data.email },
      overrideAccess: true,
    })) as User
  } catch (err) {
    if (isUniqueViolation(err, 'email')) throw new EmailInUse('An account with this email already exists')
    throw err
  }
}
