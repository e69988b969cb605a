import { AccountExists } from '../errors/shopErrors'

/** The answer to a second first-administrator setup. */
export const adminExists = () => new AccountExists('An admin account already exists')
