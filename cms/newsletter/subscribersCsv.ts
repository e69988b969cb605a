import type { Subscriber } from '../payload-types'

/**
 * The confirmed subscribers as CSV for a mailing tool: address, when they confirmed, when they
 * asked. A cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote.
 */
export function subscribersCsv(subscribers: Pick<Subscriber, 'email' | 'confirmedAt' | 'consentedAt'>[]): string {
  const rows = [['email', 'confirmed_at', 'subscribed_at'], ...subscribers.map((s) => [s.email, s.confirmedAt ?? '', s.consentedAt])]
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
