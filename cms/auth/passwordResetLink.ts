import type { Payload } from 'payload'

import { shopUrl } from '../mail/shopUrl'

/** A reset link lasts one hour (and works once: Payload ends it when the password is set). */
export const RESET_LINK_MS = 60 * 60 * 1000

/**
 * Issues a password-reset token for the user (Payload's forgot-password operation, its own e-mail
 * off) and returns the storefront link that uses it.
 */
export async function createPasswordResetLink(payload: Payload, username: string): Promise<string | null> {
  const token = await payload.forgotPassword({
    collection: 'users',
    // With username login Payload looks the account up by username (its type only names email).
    data: { username } as unknown as { email: string },
    disableEmail: true,
    expiration: RESET_LINK_MS,
    context: { shopPasswordReset: true },
    overrideAccess: true,
  })
  return token ? `${shopUrl.get()}/reset-password?token=${encodeURIComponent(token)}` : null
}

/** The token of the first reset link in a message's text (links are made above: Payload's hex tokens). */
export function resetTokenInText(text: string): string | null {
  return /\/reset-password\?token=([0-9a-f]{20,200})\b/.exec(text)?.[1] ?? null
}
