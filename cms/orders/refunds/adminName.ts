import type { Payload } from 'payload'

/** The stock history's actor for an administrator's refund or cancel: their username. */
export async function adminName(payload: Payload, userId: string): Promise<string> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, select: { username: true }, overrideAccess: true, disableErrors: true })
  return user?.username ?? 'an administrator'
}
