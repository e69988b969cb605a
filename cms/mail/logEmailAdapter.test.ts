import type { Payload } from 'payload'

import { logEmailAdapter } from './logEmailAdapter'

function fakePayload() {
  const lines: unknown[] = []
  const logger = { info: (line: unknown) => lines.push(line), warn: (line: unknown) => lines.push(line) }
  return { payload: { logger } as unknown as Payload, lines }
}

describe('e-mail off (no SMTP_URL)', () => {
  const from = { name: 'Community Rescue Shop', address: 'shop@localhost' }

  it('prints the whole message in development, so a developer can follow its links', async () => {
    const { payload } = fakePayload()
    const written: string[] = []
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true))
    try {
      const result = await logEmailAdapter(from, true)({ payload }).sendEmail({ to: 'a@example.org', subject: 'Choose a new password', text: 'Link: http://localhost:3000/reset-password?token=abc' })
      expect(result).toEqual({ delivered: false, printed: true })
    } finally {
      spy.mockRestore()
    }
    expect(written.join('')).toContain('http://localhost:3000/reset-password?token=abc')
  })

  it('logs only the subject in production: a body may hold a password link', async () => {
    const { payload, lines } = fakePayload()
    const result = await logEmailAdapter(from, false)({ payload }).sendEmail({ to: 'a@example.org', subject: 'Choose a new password', text: 'token=abc' })
    expect(result).toEqual({ delivered: false, printed: false })
    expect(JSON.stringify(lines)).not.toContain('token=abc')
    expect(JSON.stringify(lines)).toContain('e-mail is off')
  })
})
