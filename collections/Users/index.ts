import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@cms/access/adminOrSelf'
import { env } from '@cms/env'
import { isAdmin, isAdminField, userIsAdmin } from '@cms/access/isAdmin'
import { nobodyField } from '@cms/access/nobody'
import { claimResetToken } from './hooks/claimResetToken'
import { endUsedResetToken } from './hooks/endUsedResetToken'
import { forgetCachedSessions } from './hooks/forgetCachedSessions'
import { forgetSessionsOnLogout } from './hooks/forgetSessionsOnLogout'
import { giveBackSignInAttempt } from './hooks/giveBackSignInAttempt'
import { guardAdminFlag } from './hooks/guardAdminFlag'
import { enforcePasswordRules } from './hooks/enforcePasswordRules'
import { keepUsernameFixed } from './hooks/keepUsernameFixed'
import { onlyShopPasswordReset } from './hooks/onlyShopPasswordReset'
import { rememberDevice } from './hooks/rememberDevice'
import { removeCart } from './hooks/removeCart'
import { throttleCredentials } from './hooks/throttleCredentials'

/** Login sessions last a week: shoppers on phones should not be signed out mid-week. */
const SESSION_SECONDS = 7 * 24 * 60 * 60

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'email', 'firstName', 'lastName', 'isAdmin', 'createdAt'],
    group: 'Shop',
  },
  auth: {
    // Sign in with the username or the e-mail address (issue 29); usernames cannot hold an @, so the two never collide.
    loginWithUsername: { allowEmailLogin: true, requireEmail: true },
    tokenExpiration: SESSION_SECONDS,
    // Users have no relationships to populate; depth 0 keeps every signed-in request cheap.
    depth: 0,
    // Throttling (per address, username and known browser) is cms/auth/checkCredentialAttempt.ts, run by the
    // throttleCredentials hook; Payload's own lockout would let anyone lock a customer out.
    maxLoginAttempts: 0,
    // The session lives in the httpOnly cookie only: no token in login, refresh or /me answers for scripts to read.
    removeTokenFromResponses: true,
    cookies: { sameSite: 'Lax', secure: env().publicUrl?.protocol === 'https:' },
    // The shop's reset flow issues links for the storefront's /reset-password (cms/auth/passwordResetLink.ts).
    forgotPassword: { expiration: 60 * 60 * 1000 },
  },
  access: {
    // Only administrators reach the editors' panel.
    admin: ({ req }) => userIsAdmin(req),
    read: adminOrSelf,
    // Customers sign up through /api/signup; the first admin through /api/auth/setup-admin.
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  hooks: {
    // Throttle first: a refused attempt does nothing else. A reset token is taken last, once the request is allowed.
    beforeOperation: [throttleCredentials, enforcePasswordRules, onlyShopPasswordReset, claimResetToken],
    afterOperation: [endUsedResetToken],
    afterLogin: [rememberDevice, giveBackSignInAttempt],
    afterLogout: [forgetSessionsOnLogout],
    beforeChange: [guardAdminFlag, keepUsernameFixed],
    afterChange: [forgetCachedSessions],
    beforeDelete: [removeCart],
    afterDelete: [forgetCachedSessions],
  },
  fields: [
    // Payload's own e-mail field, made unique (Payload leaves it non-unique when logins use usernames).
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'firstName', type: 'text', maxLength: 100 },
    { name: 'lastName', type: 'text', maxLength: 100 },
    { name: 'profileImageUrl', type: 'text', maxLength: 2048 },
    {
      name: 'isAdmin',
      type: 'checkbox',
      defaultValue: false,
      label: 'Administrator',
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar', description: 'Administrators can manage products, orders and site content.' },
    },
    {
      // Asked for whenever a password is changed outside a reset (hooks/enforcePasswordRules.ts); never stored or returned.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: 'Your current password',
      hooks: { afterRead: [() => undefined] },
      admin: {
        position: 'sidebar',
        description: 'Needed only when you set a new password (yours or someone else\'s).',
        components: { Field: '/panel/CurrentPasswordField#CurrentPasswordField' },
      },
    },
    {
      // Set only on the admin created through /setup-admin; the unique index makes that a once-only event.
      name: 'firstAdminKey',
      type: 'text',
      unique: true,
      index: true,
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    {
      name: 'stripeCustomerId',
      type: 'text',
      index: true,
      access: { read: isAdminField, create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true, description: 'Set at the first signed-in checkout.' },
    },
  ],
}
