import type { PayloadEmailAdapter } from 'payload'

import type { MailSettings } from '../env'
import type { MailDelivery } from './mailDelivery'

/**
 * E-mail is off (no SMTP_URL). In development each message is printed whole, so a developer can
 * follow a reset link; in production only the fact is logged (a body may hold a password link).
 */
export function logEmailAdapter(from: MailSettings['from'], printBodies: boolean): PayloadEmailAdapter<MailDelivery> {
  return ({ payload }) => ({
    name: 'log',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      if (printBodies) {
        payload.logger.info({ msg: 'e-mail printed, not sent (SMTP_URL is not set)', to: message.to, subject: message.subject })
        process.stdout.write(`\n----- e-mail to ${String(message.to)}: ${message.subject} -----\n${String(message.text ?? '')}\n-----\n\n`)
      } else {
        payload.logger.warn({ msg: 'e-mail not sent: e-mail is off (SMTP_URL is not set)', subject: message.subject })
      }
      return { delivered: false, printed: printBodies }
    },
  })
}
