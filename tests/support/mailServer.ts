/**
 * A real SMTP server for tests (smtp-server), on a free port, that parses every message it
 * receives (mailparser). It can be stopped and started again on the same port to play a mail
 * server that is down for a while.
 */
import { type ParsedMail, simpleParser } from 'mailparser'
import net from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = ParsedMail & { envelopeTo: string[] }

export type MailServer = {
  port: number
  /** SMTP_URL and MAIL_FROM for the shop under test. */
  env: () => Record<string, string>
  received: ReceivedMail[]
  /** Logins the server saw (user names). */
  logins: string[]
  /** Waits until a message to `to` whose subject matches arrives, and returns it. */
  waitFor: (to: string, subject: RegExp, timeoutMs?: number) => Promise<ReceivedMail>
  start: () => Promise<void>
  stop: () => Promise<void>
}

export const SMTP_USER = 'shop@example.org'
export const SMTP_PASSWORD = 'app password 16ch'
/** Recipients starting with this are refused outright (550 on RCPT TO). */
export const NO_MAILBOX_PREFIX = 'nomailbox-'

/** Started (up) unless `down` is set: then it only holds a free port, and nothing answers on it. */
export async function startMailServer({ down = false }: { down?: boolean } = {}): Promise<MailServer> {
  const received: ReceivedMail[] = []
  const logins: string[] = []
  const port = await freePort()
  let server: SMTPServer | null = null

  const start = async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(auth.username ?? '')
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username })
        else callback(new Error('Invalid username or password'))
      },
      // A mailbox that does not exist (as a real server answers): the shop must not retry it.
      onRcptTo(address, _session, callback) {
        if (!address.address.startsWith(NO_MAILBOX_PREFIX)) return callback()
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }))
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }))
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(port, '127.0.0.1', () => resolve())
    })
  }

  const stop = async () => {
    const running = server
    server = null
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
  }

  if (!down) await start()

  return {
    port,
    received,
    logins,
    env: () => ({
      SMTP_URL: `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
      MAIL_FROM: 'Community Rescue Shop <shop@example.org>',
    }),
    waitFor: async (to, subject, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = received.find((m) => m.envelopeTo.includes(to.toLowerCase()) && subject.test(m.subject ?? ''))
        if (mail) return mail
        if (Date.now() > deadline) {
          const seen = received.map((m) => `${m.envelopeTo.join(',')}: ${m.subject}`).join('\n  ')
          throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs / 1000} s. Received:\n  ${seen || '(none)'}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    start,
    stop,
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
