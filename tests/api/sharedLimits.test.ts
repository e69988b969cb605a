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
    first = await startShop({ env: limits })
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
})
