import { knownDeviceCookie, knownDeviceKey } from './knownDevice'

const secret = 'test-secret-test-secret-test-secret-0123456789'
const cookieOf = (setCookie: string) => setCookie.split(';')[0]

describe('the known-device mark', () => {
  it('is httpOnly and names the username it was set for', () => {
    const setCookie = knownDeviceCookie(secret, 'Ana', { secure: true })
    expect(setCookie).toMatch(/^shop-known-device=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/)
    expect(knownDeviceKey(secret, `a=1; ${cookieOf(setCookie)}`, 'ana')).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(knownDeviceKey(secret, cookieOf(setCookie), ' ANA ')).not.toBeNull()
  })

  it('exempts nothing for another username, another secret, a forged or an expired mark', () => {
    const cookie = cookieOf(knownDeviceCookie(secret, 'ana', { secure: false }, Date.UTC(2026, 0, 1)))
    expect(knownDeviceKey(secret, cookie, 'bo')).toBeNull()
    expect(knownDeviceKey(`${secret}x`, cookie, 'ana')).toBeNull()
    const [name, issued, signature] = cookie.split('=')[1].split('.')
    const forged = `shop-known-device=${Buffer.from('bo').toString('base64url')}.${issued}.${signature}`
    expect(knownDeviceKey(secret, forged, 'bo')).toBeNull()
    expect(knownDeviceKey(secret, `shop-known-device=${name}.${issued}`, 'ana')).toBeNull()
    expect(knownDeviceKey(secret, cookie, 'ana', Date.UTC(2027, 0, 2))).toBeNull()
    expect(knownDeviceKey(secret, cookie, 'ana', Date.UTC(2026, 5, 1))).not.toBeNull()
    expect(knownDeviceKey(secret, undefined, 'ana')).toBeNull()
  })
})
