import { subscribersCsv } from './subscribersCsv'

describe('the subscribers CSV', () => {
  it('has a header and one line per subscriber', () => {
    expect(subscribersCsv([{ email: 'ana@example.org', confirmedAt: '2026-01-02T03:04:05.000Z', consentedAt: '2026-01-02T03:00:00.000Z' }])).toBe(
      'email,confirmed_at,subscribed_at\r\nana@example.org,2026-01-02T03:04:05.000Z,2026-01-02T03:00:00.000Z\r\n',
    )
  })

  it('never lets a spreadsheet run a cell as a formula, and quotes what CSV needs quoted', () => {
    const csv = subscribersCsv([{ email: '=HYPERLINK("x")@example.org', confirmedAt: null, consentedAt: '2026-01-01' }])
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")@example.org",,2026-01-01`)
  })
})
