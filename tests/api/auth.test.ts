import { ApiClient } from '../support/apiClient'
import { TEST_PASSWORD, uniqueName } from '../support/accounts'
import { startShop, type Shop } from '../support/shopProcess'

/** GET /api/auth/user for someone not signed in: status and body. */
async function signedOutAnswer(client: ApiClient): Promise<[number, unknown]> {
  const res = await client.get('/api/auth/user')
  return [res.status, res.body]
}

const SECRET_FIELDS = ['hash', 'salt', 'password', 'sessions', 'resetPasswordToken', 'stripeCustomerId', 'firstAdminKey', 'loginAttempts', 'token']

describe('sessions: signup, login, current user, logout', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop()
  })
  afterAll(() => shop?.stop())

  it('signs up, reads the user, logs out, logs back in — never exposing a secret field', async () => {
    const client = new ApiClient(shop.url)
    const username = uniqueName('Round')
    const signup = await client.post('/api/signup', { username, email: `${username}@Example.org`, password: TEST_PASSWORD })
    expect(signup.status).toBe(201)
    expect(signup.body).toMatchObject({ username: username.toLowerCase(), email: `${username.toLowerCase()}@example.org`, isAdmin: false })
    expect(typeof signup.body.id).toBe('string')

    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)

    const me = await client.get('/api/auth/user')
    expect(me.status).toBe(200)
    expect(me.body.id).toBe(signup.body.id)
    for (const field of SECRET_FIELDS) expect(me.body).not.toHaveProperty(field)

    const logout = await client.post('/api/logout')
    expect(logout.status).toBe(200)
    expect(await signedOutAnswer(client)).toEqual([200, null])

    const login = await client.post('/api/login', { username: username.toUpperCase(), password: TEST_PASSWORD })
    expect(login.status).toBe(200)
    for (const field of SECRET_FIELDS) expect(login.body).not.toHaveProperty(field)
    expect((await client.get('/api/auth/user')).body.username).toBe(username.toLowerCase())
  })

  it('ends the session on the server at logout: the old cookie no longer works', async () => {
    const client = new ApiClient(shop.url)
    const username = uniqueName('stolen')
    await client.post('/api/signup', { username, email: `${username}@example.org`, password: TEST_PASSWORD })
    const oldCookie = client.cookieHeader()
    await client.post('/api/logout')
    const replay = await fetch(`${shop.url}/api/auth/user`, { headers: { cookie: oldCookie } })
    expect([replay.status, await replay.json()]).toEqual([200, null])
  })

  it('answers 401 with a message for a wrong password, and null (200, no console error) for a signed-out user', async () => {
    const client = new ApiClient(shop.url)
    const res = await client.post('/api/login', { username: 'nobody-here', password: 'wrong-password' })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Invalid username or password')
    expect(await signedOutAnswer(client)).toEqual([200, null])
  })

  it('refuses bad signups with 400/409 and an error field', async () => {
    const client = new ApiClient(shop.url)
    const short = await client.post('/api/signup', { username: uniqueName(), email: 'a@example.org', password: 'short' })
    expect(short.status).toBe(400)
    expect(short.body.error).toBe('Password must be at least 8 characters long')
    const missing = await client.post('/api/signup', { username: '', email: 'a@example.org', password: TEST_PASSWORD })
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe('All fields are required')
    const badEmail = await client.post('/api/signup', { username: uniqueName(), email: 'not-an-email', password: TEST_PASSWORD })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.error).toBe('Invalid email')

    const name = uniqueName('taken')
    expect((await client.post('/api/signup', { username: name, email: `${name}@example.org`, password: TEST_PASSWORD })).status).toBe(201)
    const again = await new ApiClient(shop.url).post('/api/signup', { username: name, email: `other-${name}@example.org`, password: TEST_PASSWORD })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('Username already exists')
    const sameEmail = await new ApiClient(shop.url).post('/api/signup', { username: uniqueName(), email: `${name}@example.org`, password: TEST_PASSWORD })
    expect(sameEmail.status).toBe(409)
    expect(sameEmail.body.error).toMatch(/email/)
  })

  it('does not let a signup make itself an administrator', async () => {
    const client = new ApiClient(shop.url)
    const name = uniqueName('sneaky')
    const res = await client.post('/api/signup', { username: name, email: `${name}@example.org`, password: TEST_PASSWORD, isAdmin: true })
    expect(res.status).toBe(201)
    expect(res.body.isAdmin).toBe(false)
  })
})
