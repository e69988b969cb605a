import { newOrderAccessToken, sameAccessToken } from './orderAccessToken'

describe('private order link tokens', () => {
  it('are long, URL-safe and different every time', () => {
    const a = newOrderAccessToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newOrderAccessToken()).not.toBe(a)
  })

  it('match only the same token; missing or different ones never match', () => {
    const token = newOrderAccessToken()
    expect(sameAccessToken(token, token)).toBe(true)
    expect(sameAccessToken(token, `${token}x`)).toBe(false)
    expect(sameAccessToken(token, token.slice(0, -1))).toBe(false)
    expect(sameAccessToken(token, '')).toBe(false)
    expect(sameAccessToken(null, token)).toBe(false)
    expect(sameAccessToken('', '')).toBe(false)
  })
})
