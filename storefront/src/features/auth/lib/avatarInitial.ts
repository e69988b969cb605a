import type { ApiUser } from '@shared/api'

/** The first letter of the first name, then of the email, then 'U'. */
export function avatarInitial(user: Pick<ApiUser, 'firstName' | 'email'>): string {
  const source = user.firstName?.trim() || user.email?.trim() || 'U'
  return source.charAt(0).toUpperCase()
}
