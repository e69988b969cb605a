import type { Payload } from 'payload'

import { resetTokenInText } from './passwordResetLink'
import { resetTokens } from './resetTokens'

/**
 * A password-reset e-mail the shop gave up on (the mail server refused the address, retries ran
 * out, e-mail is off) must not leave a working link behind, in the outbox or anywhere else: the
 * link it carried is ended. Only that link: a newer one, issued since, still works. True when a
 * live link was ended.
 */
export async function endUndeliveredResetLink(payload: Payload, text: string): Promise<boolean> {
  const token = resetTokenInText(text)
  return token ? resetTokens(payload).expire(token) : false
}
