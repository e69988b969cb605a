/**
 * `npx tsx --conditions=production scripts/bench/visitorMailFlood.ts`: issue 28's e-mail flood,
 * measured. One client address asks every mail route as often as its throttle allows in one
 * 15-minute window (tests/support/visitorMailFlood.ts): the newsletter form for 30 addresses,
 * "forgot password" for 60 accounts on the spec's and Payload's route in turn, and one order's
 * link 30 times. Prints how many messages the shop sent because of it (a real SMTP server counts
 * them), once nothing more has arrived for 10 s. The shop runs with the production defaults of
 * the address limits, behind a proxy (TRUST_PROXY=1) so that the victims' accounts can be made
 * from addresses of their own.
 */
import { ApiClient } from '../../tests/support/apiClient'
import { TEST_PASSWORD, uniqueName } from '../../tests/support/accounts'
import { buyInDemoMode, catalogue } from '../../tests/support/checkout'
import { startMailServer } from '../../tests/support/mailServer'
import { startShop } from '../../tests/support/shopProcess'
import { floodVisitorMail } from '../../tests/support/visitorMailFlood'

const mail = await startMailServer()
const shop = await startShop({
  seed: 'demo',
  env: { ...mail.env(), PUBLIC_URL: 'http://shop.test', PAYMENTS_MODE: 'demo', TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '30', VISITOR_MAIL_PER_ADDRESS: '5', VISITOR_MAIL_PER_HOUR: '100' },
})
try {
  let address = 1
  const visitor = () => new ApiClient(shop.url, { 'x-forwarded-for': `203.0.113.${address++ % 250}` })
  const victim = `${uniqueName('victim')}@example.org`
  const { unsized } = await catalogue(new ApiClient(shop.url))
  const order = await buyInDemoMode(shop.url, unsized.id, null, 1, { customerEmail: victim })
  const accounts: string[] = []
  for (let i = 0; i < 60; i += 1) {
    const name = uniqueName('account')
    const res = await visitor().post('/api/signup', { username: name, email: `${name}@example.org`, password: TEST_PASSWORD })
    if (res.status !== 201) throw new Error(`signup: ${res.status} ${res.text}`)
    accounts.push(`${name}@example.org`)
  }
  const newsletter = Array.from({ length: 30 }, () => `${uniqueName('anyone')}@example.org`)
  await quiet()
  const before = mail.received.length
  const started = Date.now()
  const flood = await floodVisitorMail([new ApiClient(shop.url, { 'x-forwarded-for': '198.51.100.66' })], {
    order: { number: String(order.body.id).slice(0, 8), email: victim, lookups: 30 },
    accounts,
    newsletter,
  })
  await quiet()
  const sent = mail.received.slice(before)
  const kinds = new Map<string, number>()
  for (const m of sent) {
    const kind = /link to your order/.test(m.subject ?? '') ? 'order link' : /new password/i.test(m.subject ?? '') ? 'password link' : /newsletter/i.test(m.subject ?? '') ? 'newsletter confirmation' : (m.subject ?? '')
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  }
  console.log(`One address, ${flood.requests} requests in ${Math.round((Date.now() - started) / 1000)} s (${flood.answered} answered 200): ${sent.length} messages sent`)
  for (const [kind, count] of kinds) console.log(`  ${kind}: ${count}`)
} finally {
  await shop.stop()
  await mail.stop()
}

/** Until no message has arrived for 10 s (the shop's runner is woken within a second of a message, and polls every 5 s). */
async function quiet(): Promise<void> {
  let count = mail.received.length
  let since = Date.now()
  while (Date.now() - since < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    if (mail.received.length !== count) {
      count = mail.received.length
      since = Date.now()
    }
  }
}
