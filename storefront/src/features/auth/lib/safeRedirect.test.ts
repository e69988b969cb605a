import { avatarInitial } from './avatarInitial'
import { safeRedirect } from './safeRedirect'

describe('redirect rule', () => {
  it('keeps same-site paths that start with a single slash', () => {
    expect(safeRedirect('/account')).toBe('/account')
    expect(safeRedirect('/account?tab=orders')).toBe('/account?tab=orders')
    expect(safeRedirect('/')).toBe('/')
  })

  it('sends everything else to /', () => {
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect('')).toBe('/')
    expect(safeRedirect('//evil.example')).toBe('/')
    expect(safeRedirect('///evil.example')).toBe('/')
    expect(safeRedirect('https://x')).toBe('/')
    expect(safeRedirect('javascript:alert(1)')).toBe('/')
    expect(safeRedirect('account')).toBe('/')
  })

  it('refuses what browsers turn into a second slash', () => {
    // "/\evil.example" is "//evil.example" to a URL parser; tabs and newlines are dropped.
    expect(safeRedirect('/\\evil.example')).toBe('/')
    expect(safeRedirect('/\t/evil.example')).toBe('/')
    expect(safeRedirect('/\n/evil.example')).toBe('/')
    expect(new URL('/\\evil.example', 'https://shop.example').host).toBe('evil.example')
  })
})

describe('avatar fallback', () => {
  it('uses the first name, then the email, then U', () => {
    expect(avatarInitial({ firstName: 'ana', email: 'z@x.org' })).toBe('A')
    expect(avatarInitial({ firstName: null, email: 'zoe@x.org' })).toBe('Z')
    expect(avatarInitial({ firstName: '  ', email: '' })).toBe('U')
  })
})
