import type { Payload } from 'payload'

import type { User } from '../payload-types'

/** The payment provider's customer id kept on the user (never looked up by e-mail). */
export async function storedCustomerId(payload: Payload, userId: string): Promise<string | null> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, showHiddenFields: true })
  return (user as User).stripeCustomerId ?? null
}
