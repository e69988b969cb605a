import type { PayloadEmailAdapter } from 'payload'

import type { Env } from '../env'
import { logEmailAdapter } from './logEmailAdapter'
import type { MailDelivery } from './mailDelivery'
import { smtpEmailAdapter } from './smtpEmailAdapter'

/** SMTP when SMTP_URL is set; otherwise e-mail is off (printed in development). */
export function emailAdapter(env: Env): PayloadEmailAdapter<MailDelivery> {
  const { smtpUrl, from } = env.mail
  return smtpUrl ? smtpEmailAdapter(smtpUrl, from) : logEmailAdapter(from, !env.isProduction)
}
