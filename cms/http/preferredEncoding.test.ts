import { preferredEncoding } from './preferredEncoding'

describe('preferredEncoding', () => {
  it('prefers Brotli whenever a browser names it, though browsers list gzip first', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('BR')).toBe('br')
    expect(preferredEncoding('*')).toBe('br')
  })

  it('falls back to gzip, and to the body as it is, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0, *;q=0.5')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('gzip;q=0, br; q=0')).toBeNull()
    expect(preferredEncoding('*;q=0')).toBeNull()
    expect(preferredEncoding('')).toBeNull()
    expect(preferredEncoding(undefined)).toBeNull()
  })
})
