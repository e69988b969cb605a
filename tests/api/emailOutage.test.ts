import { ApiClient } from '../support/apiClient'
import { uniqueName } from '../support/accounts'
import { buyInDemoMode, catalogue } from '../support/checkout'
import { type MailServer, startMailServer } from '../support/mailServer'
import { startShop, type Shop } from '../support/shopProcess'

/** A demo-mode guest order of the unsized product, as the checkout page places it. */
async function placeOrder(shop: Shop, email: string) {
  const { unsized } = await catalogue(new ApiClient(shop.url))
  return buyInDemoMode(shop.url, unsized.id, null, 1, { customerEmail: email })
}

async function waitForLog(shop: Shop, pattern: RegExp, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!pattern.test(shop.logs())) {
    if (Date.now() > deadline) throw new Error(`no log line matching ${pattern}:\n${shop.logs()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Mail never blocks or loses an order: an outage delays it, a restart keeps it. */
describe('e-mail when the mail server is down', () => {
  let mail: MailServer
  const shops: Shop[] = []
  beforeEach(async () => {
    mail = await startMailServer({ down: true })
  })
  afterEach(async () => {
    for (const shop of shops.splice(0)) await shop.stop()
    await mail.stop()
  })

  it('takes the order while SMTP is down and delivers the receipt once it is back (first retry within 30 s)', async () => {
    const shop = await startShop({ seed: 'demo', env: { ...mail.env(), PUBLIC_URL: 'http://shop.test', PAYMENTS_MODE: 'demo' } })
    shops.push(shop)
    const email = `${uniqueName('outage')}@example.org`
    const order = await placeOrder(shop, email)
    expect(order.status).toBe(201)
    expect(order.body.status).toBe('completed')
    // The first try fails (connection refused) and is recorded; the order stays as it is.
    await waitForLog(shop, /e-mail not sent yet; will retry.*ECONNREFUSED/)
    const failedAt = Date.now()
    await mail.start()
    const receipt = await mail.waitFor(email, /receipt/, 60_000)
    expect(Date.now() - failedAt).toBeLessThan(45_000)
    expect(receipt.text).toContain(order.body.id.slice(0, 8))
  })

  it('keeps queued mail across a restart and sends it afterwards', async () => {
    const first = await startShop({ seed: 'demo', env: { ...mail.env(), PUBLIC_URL: 'http://shop.test', PAYMENTS_MODE: 'demo' } })
    const email = `${uniqueName('restart')}@example.org`
    const order = await placeOrder(first, email)
    expect(order.status).toBe(201)
    await waitForLog(first, /e-mail not sent yet; will retry/)
    expect(await first.stop()).toBe(0)

    await mail.start()
    const second = await startShop({ dataDir: first.dataDir, databaseName: first.databaseName, env: { ...mail.env(), PUBLIC_URL: 'http://shop.test', PAYMENTS_MODE: 'demo' } })
    shops.push(second)
    const receipt = await mail.waitFor(email, /receipt/, 60_000)
    expect(receipt.text).toContain(order.body.id.slice(0, 8))
    expect(mail.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1)
  })
})
