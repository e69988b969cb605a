/**
 * How many Stripe API calls strangers and customers can make the shop spend (issue 28, item 2):
 * a few seconds of POST /api/orders with made-up payment ids from one address, then of
 * GET /api/account/payment-methods from one signed-in customer, each from 20 connections at once,
 * against the compiled server and the tests' fake Stripe. Prints requests answered per second,
 * answers by status, and Stripe calls per second.
 *
 *   npm run build && npx tsx --conditions=production scripts/bench/stripeBudget.ts [--seconds 5] [--address-limit N]
 *
 * `--address-limit` sets CHECKOUT_RATE_LIMIT_PER_IP (a million: what the shop answers from its own
 * records alone, with the per-address throttle out of the way).
 */
import { randomBytes } from 'node:crypto'

import { ApiClient } from '../../tests/support/apiClient'
import { signUpCustomer } from '../../tests/support/accounts'
import { catalogue } from '../../tests/support/checkout'
import { startFakeStripe } from '../../tests/support/fakeStripe'
import { startShop } from '../../tests/support/shopProcess'

const CONNECTIONS = 20

type Phase = { answered: number; statuses: Record<number, number>; stripeCalls: number; seconds: number }

async function hammer(seconds: number, stripeCalls: () => number, request: () => Promise<number>): Promise<Phase> {
  const statuses: Record<number, number> = {}
  let answered = 0
  const callsBefore = stripeCalls()
  const started = Date.now()
  const end = started + seconds * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const status = await request()
        statuses[status] = (statuses[status] ?? 0) + 1
        answered += 1
      }
    }),
  )
  const elapsed = (Date.now() - started) / 1000
  return { answered, statuses, stripeCalls: stripeCalls() - callsBefore, seconds: elapsed }
}

function report(name: string, phase: Phase): void {
  const perSecond = (n: number) => (n / phase.seconds).toFixed(1)
  console.log(
    `${name}: ${perSecond(phase.answered)} requests/s answered (${JSON.stringify(phase.statuses)}), ` +
      `${perSecond(phase.stripeCalls)} Stripe calls/s (${phase.stripeCalls} in ${phase.seconds.toFixed(1)} s)`,
  )
}

async function main(): Promise<void> {
  const secondsArg = process.argv.indexOf('--seconds')
  const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 5
  const limitArg = process.argv.indexOf('--address-limit')
  const addressLimit = limitArg > 0 ? { CHECKOUT_RATE_LIMIT_PER_IP: process.argv[limitArg + 1] } : {}
  const stripe = await startFakeStripe()
  const shop = await startShop({ seed: 'demo', env: { ...stripe.env(), ...addressLimit, LOG_REQUESTS: 'off' }, discardLogsAfterStart: true })
  try {
    const calls = () => stripe.requests.length
    const stranger = new ApiClient(shop.url)
    const madeUp = await hammer(seconds, calls, async () => {
      const res = await stranger.post('/api/orders', {
        customerName: 'Nobody',
        customerEmail: 'nobody@example.org',
        customerPhone: '340-555-0100',
        deliveryMethod: 'in-town',
        shippingAddress: null,
        paymentIntentId: `pi_${randomBytes(12).toString('hex')}`,
        clientSecret: `pi_${randomBytes(12).toString('hex')}_secret_${randomBytes(8).toString('hex')}`,
      })
      return res.status
    })
    report('POST /api/orders, made-up payment ids, one address', madeUp)

    // A customer with a Stripe customer (made at their first checkout) and a saved card.
    const customer = await signUpCustomer(shop.url)
    await customer.post('/api/cart', { productId: (await catalogue(customer)).unsized.id, quantity: 1 })
    const intent = (await customer.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })).body
    stripe.pay(intent.paymentIntentId)
    const cards = await hammer(seconds, calls, async () => (await customer.get('/api/account/payment-methods')).status)
    report('GET /api/account/payment-methods, one customer', cards)
  } finally {
    await shop.stop()
    await stripe.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
