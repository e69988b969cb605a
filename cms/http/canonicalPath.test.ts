import { canonicalRequestUrl } from './canonicalPath'

describe('one spelling of every request path', () => {
  it('keeps ordinary paths and queries as they are', () => {
    for (const url of ['/', '/shop', '/cms-api/users/login', '/cms/collections/products/1?depth=0&x=%2F..', '/objects/media/a-b_c.d~e.png', '/cms/'])
      expect(canonicalRequestUrl(url)).toBe(url)
  })

  it('decodes escaped letters, digits and -._~, and writes other escapes one way', () => {
    expect(canonicalRequestUrl('/cms-api/users/%6cogin')).toBe('/cms-api/users/login')
    expect(canonicalRequestUrl('/%63ms-api/%75sers/%6C%6F%67%69%6E?depth=0')).toBe('/cms-api/users/login?depth=0')
    expect(canonicalRequestUrl('/shop/caf%c3%a9')).toBe('/shop/caf%C3%A9')
    expect(canonicalRequestUrl('/a%20b')).toBe('/a%20b')
  })

  it('refuses dot-segments, empty segments, backslashes and escapes that change the path\'s shape', () => {
    for (const url of [
      '/cms/../cms-api/users/login',
      '/_next/../cms-api/users/login',
      '/cms-api/users/./login',
      '/cms-api/users/%2e%2e/users/login',
      '/cms-api/users/%2E/login',
      '/cms-api//users/login',
      '//cms-api/users/login',
      '/cms-api/users%2flogin',
      '/cms-api/users/login%2F',
      '/cms-api%5cusers',
      '/cms-api\\users\\login',
      '/a%00b',
      '/a%25' + '6c',
      '/a%zz',
      '/a%4',
      'http://evil/cms-api',
      '*',
      '/..',
    ])
      expect({ url, canonical: canonicalRequestUrl(url) }).toEqual({ url, canonical: null })
  })
})
