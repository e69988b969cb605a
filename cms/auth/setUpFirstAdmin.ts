import type { Payload } from 'payload'

import type { User } from '../payload-types'
import { adminExists } from './adminExists'
import { createUser, type NewUser } from './createUser'
import { hasAdmin } from './hasAdmin'

/** The one-time first-administrator setup: refused once any administrator exists. */
export async function setUpFirstAdmin(payload: Payload, data: NewUser): Promise<User> {
  if (await hasAdmin(payload)) throw adminExists()
  return createUser(payload, data, true)
}
