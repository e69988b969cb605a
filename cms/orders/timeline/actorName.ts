import type { Payload, PayloadRequest } from 'payload'

/** How an administrator is named in an order's timeline: their name, else their username or e-mail. */
export async function actorNameOf(payload: Payload, userId: string, req?: PayloadRequest): Promise<string> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!user) return 'A former administrator'
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return name || user.username || user.email
}
