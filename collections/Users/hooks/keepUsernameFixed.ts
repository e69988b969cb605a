import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'

/** A username cannot be changed once the account exists. */
export const keepUsernameFixed: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation === 'update' && originalDoc && data.username !== undefined && data.username !== originalDoc.username) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: 'Username cannot be changed', path: 'username' }],
      req,
    })
  }
  return data
}
