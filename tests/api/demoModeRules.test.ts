import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin, signUpCustomer } from '../support/accounts'
import { buyerOrderForm, catalogue, payInDemoMode } from '../support/checkout'
import { startShop, startShopFailure } from '../support/shopProcess'

/**
 * Issue 10: a public shop whose .env lost its Stripe keys must not quietly take "demo payments"
 * that volunteers would ship as if paid. Demo payments only run on this machine or when asked for.
 */
describe('demo payment mode cannot be mistaken for a live shop', () => {
  it('refuses to start on a public address without Stripe keys, naming both keys', async () => {
    const failure = await startShopFailure({ env: { PUBLIC_URL: 'https://shop.example.org' } })
    expect(failure.message).toMatch(/exited \(code 1\)/)
    expect(failure.message).toMatch(/STRIPE_SECRET_KEY/)
    expect(failure.message).toMatch(/STRIPE_PUBLISHABLE_KEY/)
  })

  it('reads its settings from a .env file too (README): a public address there without keys stops the start; with PAYMENTS_MODE=demo it runs, saying which file it read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'))
    const file = path.join(dir, 'shop.env')
    fs.writeFileSync(file, '# as a volunteer writes it\nPUBLIC_URL=https://shop.example.org\n')
    const failure = await startShopFailure({ env: { ENV_FILE: file } })
    expect(failure.message).toMatch(/exited \(code 1\)/)
    expect(failure.message).toMatch(/STRIPE_SECRET_KEY/)

    fs.appendFileSync(file, 'PAYMENTS_MODE=demo\n')
    const shop = await startShop({ launcher: 'start.mjs', env: { ENV_FILE: file } })
    try {
      expect((await new ApiClient(shop.url).get('/api/checkout/config')).body).toEqual({ mode: 'demo', publishableKey: null })
      expect(shop.logs()).toContain(`"settingsFile":"${file}"`)
    } finally {
      await shop.stop()
    }
  })

  it('runs demo payments on a public address when PAYMENTS_MODE=demo says so', async () => {
    const shop = await startShop({ env: { PUBLIC_URL: 'https://demo.example.org', PAYMENTS_MODE: 'demo' } })
    try {
      expect((await new ApiClient(shop.url).get('/api/checkout/config')).body).toEqual({ mode: 'demo', publishableKey: null })
    } finally {
      await shop.stop()
    }
  })

  it('runs demo payments for a local PUBLIC_URL, and marks demo orders for the account and the admin', async () => {
    const shop = await startShop({ seed: 'demo', env: { PUBLIC_URL: 'http://localhost:3000' } })
    try {
      const admin = await setUpAdmin(shop.url)
      const me = await signUpCustomer(shop.url)
      await me.post('/api/cart', { productId: (await catalogue(me)).unsized.id, quantity: 1 })
      const { body: intent } = await me.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })
      await payInDemoMode(me, intent)
      const placed = await me.post('/api/orders', buyerOrderForm(intent))
      expect(placed.status).toBe(201)
      expect(placed.body.demo).toBe(true)
      expect((await me.get('/api/account/orders')).body.orders[0]).toMatchObject({ id: placed.body.id, demo: true })
      expect((await me.get(`/api/account/orders/${placed.body.id}`)).body.demo).toBe(true)
      expect((await admin.get('/api/admin/orders')).body.orders[0]).toMatchObject({ id: placed.body.id, demo: true })
    } finally {
      await shop.stop()
    }
  })
})
