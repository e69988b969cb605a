import type { ApiUser } from '@shared/api'
import type { User } from '../payload-types'

/** A user as the API shows it: never a hash, salt, token, session or payment-provider id. */
export function serializeUser(user: User): ApiUser {
  return {
    id: String(user.id),
    username: user.username ?? '',
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    isAdmin: user.isAdmin === true,
    createdAt: user.createdAt,
  }
}
