import type { Payload } from 'payload'

import { AccountExists } from '../errors/shopErrors'
import type { User } from '../payload-types'
import { adminExists } from './adminExists'
import { isUniqueViolation } from './isUniqueViolation'

export type NewUser = { username: string; email: string; password: string }

/**
 * Creates a customer, or the first administrator. The first admin carries a unique key, so two
 * simultaneous setups cannot both succeed: the database refuses the second insert.
 */
export async function createUser(payload: Payload, data: NewUser, asFirstAdmin: boolean): Promise<User> {
  await refuseTakenNames(payload, data)
  try {
    return (await payload.create({
      collection: 'users',
      data: {
        username: data.username,
        email: data.email,
        password: data.password,
        isAdmin: asFirstAdmin,
        ...(asFirstAdmin ? { firstAdminKey: 'first-admin' } : {}),
      },
      context: { setupFirstAdmin: asFirstAdmin },
      overrideAccess: true,
    })) as User
  } catch (err) {
    if (asFirstAdmin && isUniqueViolation(err, 'firstAdminKey')) throw adminExists()
    if (isUniqueViolation(err, 'username')) throw usernameTaken()
    if (isUniqueViolation(err, 'email')) throw emailTaken()
    if (isUniqueViolation(err)) throw asFirstAdmin ? adminExists() : usernameTaken()
    throw err
  }
}

const usernameTaken = () => new AccountExists('Username already exists')
const emailTaken = () => new AccountExists('An account with this email already exists')

async function refuseTakenNames(payload: Payload, data: NewUser): Promise<void> {
  const [byName, byEmail] = await Promise.all([
    payload.count({ collection: 'users', where: { username: { equals: data.username.toLowerCase() } }, overrideAccess: true }),
    payload.count({ collection: 'users', where: { email: { equals: data.email.toLowerCase() } }, overrideAccess: true }),
  ])
  if (byName.totalDocs > 0) throw usernameTaken()
  if (byEmail.totalDocs > 0) throw emailTaken()
}
