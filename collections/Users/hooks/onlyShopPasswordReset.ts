import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * Password-reset e-mails go out only through the shop's own flow (/api/auth/forgot-password):
 * its message, its storefront link, its outbox. Payload's REST route is answered by that flow in
 * Express; this closes the remaining door (GraphQL's forgotPasswordUser), which would mail
 * directly with Payload's own text.
 */
export const onlyShopPasswordReset: CollectionBeforeOperationHook = ({ args, operation, context }) => {
  if (operation === 'forgotPassword' && context.shopPasswordReset !== true) {
    throw new APIError('Ask for a password link at /forgot-password.', 403, undefined, true)
  }
  return args
}
