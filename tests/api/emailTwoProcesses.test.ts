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

/** Both processes deliver the one outbox (npm run admin, or a second server): each message once. */
describe('e-mail with two server processes on one database', () => {
  let mail: MailServer
  const shops: Shop[] = []
  afterEach(async () => {
    for (const shop of shops.splice(0)) await shop.stop()
    await mail.stop()
  })

  it('sends every receipt exactly once while both processes deliver', async () => {
    mail = await startMailServer()
    const env = { ...mail.env(), PUBLIC_URL: 'http://shop.test', PAYMENTS_MODE: 'demo' }
    const first = await startShop({ seed: 'demo', env })
    const second = await startShop({ dataDir: first.dataDir, databaseName: first.databaseName, env })
    shops.push(first, second)

    const buyers = Array.from({ length: 12 }, (_, index) => ({ email: `${uniqueName(`twice${index}`)}@example.org`, shop: index % 2 === 0 ? first : second }))
    const orders = await Promise.all(buyers.map(({ shop, email }) => placeOrder(shop, email)))
    expect(orders.map((order) => order.status)).toEqual(buyers.map(() => 201))
    for (const { email } of buyers) await mail.waitFor(email, /receipt/, 60_000)

    // Stopping a shop finishes the deliveries in hand: after both have stopped, nothing more can arrive.
    for (const shop of shops.splice(0)) expect(await shop.stop()).toBe(0)
    for (const { email } of buyers) {
      expect([email, mail.received.filter((m) => m.envelopeTo.includes(email)).length]).toEqual([email, 1])
    }
  })
})
