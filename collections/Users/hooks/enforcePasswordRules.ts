import { type CollectionBeforeOperationHook, Forbidden, ValidationError } from 'payload'

import { attemptSource } from '@cms/auth/attemptSource'
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from '@shared/authRules'
import { checkCredentialAttempt } from '@cms/auth/checkCredentialAttempt'
import { verifyPassword } from '@cms/auth/passwordHash'

/**
 * The password rules on every route that sets a password (the spec's /api, Payload's REST and
 * panel, a reset): at least 8 characters. Outside a reset, whoever changes a password
 * through Payload's REST or panel confirms with their own current password (`currentPassword`),
 * so a borrowed session cannot take the account over. The spec's /api and the server's own code
 * (which override access) set passwords only where their own rules allow.
 */
export const enforcePasswordRules: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data) return args
  const { currentPassword } = data
  delete data.currentPassword
  const password = data.password
  if (password === undefined || password === null || password === '') return args
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw invalid('password', typeof password === 'string' && password.length > MAX_PASSWORD_LENGTH ? 'Password must be at most 200 characters long' : 'Password must be at least 8 characters long')
  }
  if (operation === 'update' && (args as { overrideAccess?: boolean }).overrideAccess !== true) {
    if (!req.user) throw new Forbidden(req.t)
    if (typeof currentPassword !== 'string' || currentPassword === '') throw invalid('currentPassword', 'Enter your current password to set a new one')
    const source = attemptSource(req)
    if (source) await checkCredentialAttempt(req.payload, { ...source, username: String((req.user as { username?: string }).username ?? '') })
    const self = await req.payload.db.findOne<{ id: string; hash?: string; salt?: string }>({ collection: 'users', where: { id: { equals: req.user.id } }, req })
    if (!self || !(await verifyPassword(self, currentPassword))) throw invalid('currentPassword', 'Your current password is not correct')
  }
  return args
}

function invalid(path: string, message: string): ValidationError {
  return new ValidationError({ collection: 'users', errors: [{ message, path }] })
}
