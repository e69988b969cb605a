import { TEST_PASSWORD, uniqueName } from '../support/accounts'
import { ApiClient } from '../support/apiClient'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * A shop that outgrows one process runs several on one database: the throttles must count
 * every attempt once, whichever process took it, not once per process.
 */
describe('two shop processes on one database', () => {
  let first: Shop
  let second: Shop

  beforeAll(async () => {
    const limits = { AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_USERNAME: '4' }
    // The first with the panel: Payload's REST login (/cms-api) is one of the doors counted.
    first = await startShop({ panel: true, env: limits })
    second = await startShop({ env: limits, dataDir: first.dataDir, databaseName: first.databaseName })
  })
  afterAll(async () => {
    await second?.stop()
    await first?.stop()
  })

  it('enforce one limit per username and per address between them', async () => {
    const victim = uniqueName('victim')
    const signup = await new ApiClient(first.url).post('/api/signup', { username: victim, email: `${victim}@example.org`, password: TEST_PASSWORD })
    expect(signup.status).toBe(201)
    // Four wrong guesses, alternating between the processes: the username's limit is used up.
    const shops = [first, second, first, second]
    for (const shop of shops) expect((await new ApiClient(shop.url).post('/api/login', { username: victim, password: 'wrong-guess' })).status).toBe(401)
    expect((await new ApiClient(first.url).post('/api/login', { username: victim, password: TEST_PASSWORD })).status).toBe(429)
    expect((await new ApiClient(second.url).post('/api/login', { username: victim, password: TEST_PASSWORD })).status).toBe(429)
    // The address (127.0.0.1 here) has made 7 attempts in all (1 signup is counted apart): the next, elsewhere, is refused too.
    expect((await new ApiClient(second.url).post('/api/login', { username: uniqueName(), password: 'x' })).status).toBe(429)
  })

  it('count by the connection\'s address when no proxy is trusted: headers naming another address change nothing, on any door', async () => {
    const attempts = []
    for (let i = 0; i < 8; i += 1) {
      // Each attempt claims another client address, in every header the shop or a proxy might read.
      const claimed = `203.0.113.${i + 1}`
      const headers = { 'x-forwarded-for': claimed, 'x-real-ip': claimed, 'x-shop-client-address': claimed, forwarded: `for=${claimed}` }
      const door = i % 2 === 0 ? '/cms-api/users/login' : '/api/login'
      attempts.push((await new ApiClient(i % 2 === 0 ? first.url : second.url, headers).post(door, { username: uniqueName('guess'), password: 'wrong-guess' })).status)
    }
    // 127.0.0.1 has an allowance of 6 (less when the test above ran first): the last attempts are refused.
    expect(attempts.filter((status) => status !== 429).length).toBeLessThanOrEqual(6)
    expect(attempts.slice(-2)).toEqual([429, 429])
  })
})
