import type { Transporter } from 'nodemailer'
import type { PayloadEmailAdapter } from 'payload'

import type { MailSettings } from '../env'
import type { MailDelivery } from './mailDelivery'

/** Give up on a silent server quickly: the job retries later instead of hanging for minutes. */
const CONNECTION_TIMEOUT_MS = 15_000
const SOCKET_TIMEOUT_MS = 30_000

/**
 * Payload's e-mail adapter over SMTP with nodemailer (our own ~30 lines rather than
 * @payloadcms/email-nodemailer, see docs/decisions/0009-email.md). Credentials only travel
 * encrypted: smtps:// is TLS from the start, smtp:// must upgrade with STARTTLS unless the server
 * is on this machine.
 */
export function smtpEmailAdapter(smtpUrl: URL, from: MailSettings['from']): PayloadEmailAdapter<MailDelivery> {
  return () => {
    // Loaded with the first message sent rather than at every start.
    let transport: Promise<Transporter> | undefined
    return {
      name: 'smtp',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(transportOptions(smtpUrl)))
        const info = await (await transport).sendMail({ ...message, from: message.from ?? { name: from.name, address: from.address } })
        return { delivered: true, messageId: info.messageId }
      },
    }
  }
}

/**
 * Whether the mail server answers and takes the credentials (nodemailer's verify): said at start, so
 * a mistyped host or password shows in the log then, not hours later at the first receipt. Null
 * when it does, else what went wrong. Run after the shop listens: it never delays the start.
 */
export async function smtpProblem(smtpUrl: URL): Promise<string | null> {
  const { default: nodemailer } = await import('nodemailer')
  const transport = nodemailer.createTransport(transportOptions(smtpUrl))
  try {
    await transport.verify()
    return null
  } catch (err) {
    return (err as Error).message
  } finally {
    transport.close()
  }
}

function transportOptions(smtpUrl: URL) {
  const secure = smtpUrl.protocol === 'smtps:'
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(smtpUrl.hostname)
  return {
    host: smtpUrl.hostname.replace(/^\[|\]$/g, ''),
    port: smtpUrl.port ? Number(smtpUrl.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !local,
    auth: smtpUrl.username ? { user: decodeURIComponent(smtpUrl.username), pass: decodeURIComponent(smtpUrl.password) } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  }
}
