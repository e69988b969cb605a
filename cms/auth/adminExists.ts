import { HttpError } from '../http/errors'

/** The answer to a second first-administrator setup. */
export const adminExists = () => new HttpError(409, 'An admin account already exists', { error: 'An admin account already exists' })
