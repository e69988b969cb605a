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

/**
 * Mail never blocks or loses an order: an outage delays it, a restart keeps it. Both cases wait on
 * the mail queue's real retry timing (not on the machine), so they run side by side.
 */
describe('e-mail when the mail server is down', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })
  async function downMailServer(): Promise<MailServer> {
    const mail = await startMailServer({ down: true })
    cleanups.push(() => mail.stop())
    return mail
  }
  /** A shop (the demo catalogue unless it reuses a data folder) sending to `mail`, stopped after the tests. */
  async function shopSending(mail: MailServer, reuse: Pick<Shop, 'dataDir' | 'databaseName'> | null = null): Promise<Shop> {
    const options = reuse ? { dataDir: reuse.dataDir, databaseName: reuse.databaseName } : { seed: 'demo' as const }
    const shop = await startShop({ ...options, env: { ...mail.env(), PUBLIC_URL: 'http://shop.test', PAYMENTS_MODE: 'demo' } })
    cleanups.push(() => shop.stop())
    return shop
  }

  async function orderDuringOutage() {
    const mail = await downMailServer()
    const shop = await shopSending(mail)
    // Said at start, not hours later at the first receipt.
    await waitForLog(shop, /the mail server did not accept a connection: .*ECONNREFUSED.*Check SMTP_URL/)
    const email = `${uniqueName('outage')}@example.org`
    const order = await placeOrder(shop, email)
    expect(order.status).toBe(201)
    expect(order.body.status).toBe('completed')
    // The first try fails (connection refused) and is recorded; the order stays as it is.
    await waitForLog(shop, /e-mail not sent yet; will retry.*ECONNREFUSED/)
    const failedAt = Date.now()
    await mail.start()
    const receipt = await mail.waitFor(email, /receipt/, 60_000)
    return { order, receipt, secondsAfterFailure: (Date.now() - failedAt) / 1000 }
  }

  async function orderQueuedAcrossRestart() {
    const mail = await downMailServer()
    const first = await shopSending(mail)
    const email = `${uniqueName('restart')}@example.org`
    const order = await placeOrder(first, email)
    expect(order.status).toBe(201)
    await waitForLog(first, /e-mail not sent yet; will retry/)
    const firstExit = await first.stop()
    await mail.start()
    await shopSending(mail, first)
    const receipt = await mail.waitFor(email, /receipt/, 60_000)
    return { order, firstExit, receipt, receivedBy: mail.received.filter((m) => m.envelopeTo.includes(email)).length }
  }

  let outage: ReturnType<typeof orderDuringOutage>
  let restart: ReturnType<typeof orderQueuedAcrossRestart>
  beforeAll(() => {
    outage = orderDuringOutage()
    restart = orderQueuedAcrossRestart()
    // Each test awaits its own; these only keep a failure from counting as unhandled before then.
    outage.catch(() => undefined)
    restart.catch(() => undefined)
  })

  it('takes the order while SMTP is down and delivers the receipt once it is back (first retry within 30 s)', async () => {
    const { order, receipt, secondsAfterFailure } = await outage
    expect(secondsAfterFailure).toBeLessThan(45)
    expect(receipt.text).toContain(order.body.id.slice(0, 8))
  })

  it('keeps queued mail across a restart and sends it afterwards', async () => {
    const { order, firstExit, receipt, receivedBy } = await restart
    expect(firstExit).toBe(0)
    expect(receipt.text).toContain(order.body.id.slice(0, 8))
    expect(receivedBy).toBe(1)
  })
})
