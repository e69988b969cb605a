/**
 * Issue 28, item 4: half-sent request bodies must not eat the server's memory. 600 connections,
 * each declaring a body under the 1 MB limit and sending 990 KB of it, then holding: before, the
 * shop kept every one in memory (545 → 1157 MB of RSS). Now a body waits for its end at the door
 * (cms/http/bodyGate.ts), over 16 KB in a file, with caps per address and in all.
 */
import { ApiClient } from '../support/apiClient'
import { residentBytes } from '../support/rawHttp'
import { startShop, type Shop } from '../support/shopProcess'
import { holdSlowBodies, settledResidentBytes } from '../support/slowBodies'

const MB = 1024 * 1024

describe('slow request bodies', () => {
  let direct: Shop
  let proxied: Shop
  beforeAll(async () => {
    ;[direct, proxied] = await Promise.all([startShop(), startShop({ env: { TRUST_PROXY: '1' } })])
  })
  afterAll(async () => {
    await Promise.all([direct?.stop(), proxied?.stop()])
  })

  it('600 from one address: a few connections and bodies are taken, memory stays flat, others are still served', async () => {
    const before = await settledResidentBytes(direct.pid)
    const attack = await holdSlowBodies(direct.url)
    try {
      const during = await settledResidentBytes(direct.pid)
      // 128 connections per address, 16 bodies arriving at once per address; the others are closed or refused.
      console.log(`one address: RSS ${Math.round(before / MB)} → ${Math.round(during / MB)} MB`, attack.answers, attack.cut, attack.holding)
      expect(attack.holding).toBe(16)
      expect(during - before).toBeLessThan(100 * MB)
      // The shop still answers, and a request from elsewhere with its own body goes through.
      expect((await fetch(`${direct.url}/healthz`)).status).toBe(200)
      console.log(`one address: RSS ${Math.round(before / MB)} → ${Math.round(during / MB)} MB`)
    } finally {
      attack.release()
    }
  })

  it('600 from 600 addresses behind the proxy: bodies wait in files, not in memory; small requests still go through', async () => {
    const before = await settledResidentBytes(proxied.pid)
    const attack = await holdSlowBodies(proxied.url, { addressOf: (i) => `203.0.${Math.floor(i / 250)}.${i % 250}` })
    try {
      const during = await settledResidentBytes(proxied.pid)
      console.log(`600 addresses: RSS ${Math.round(before / MB)} → ${Math.round(during / MB)} MB`, attack.answers, attack.cut, attack.holding)
      expect(attack.answers['503']).toBe(600 - 256)
      expect(during - before).toBeLessThan(100 * MB)
      const visitor = new ApiClient(proxied.url, { 'x-forwarded-for': '198.51.100.7' })
      expect((await visitor.post('/api/login', { username: 'nobody', password: 'not-the-password' })).status).toBe(401)
      console.log(`600 addresses: RSS ${Math.round(before / MB)} → ${Math.round(during / MB)} MB; ${residentBytes(proxied.pid)}`)
    } finally {
      attack.release()
    }
  })
})
