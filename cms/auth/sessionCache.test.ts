import { SessionCache } from './sessionCache'

describe('the two-second session cache', () => {
  it('answers a known token until it expires', () => {
    const cache = new SessionCache<{ name: string }>()
    cache.set('token-a', { name: 'Ana' }, 'user-1', 1_000)
    expect(cache.get('token-a', 2_999)).toEqual({ name: 'Ana' })
    expect(cache.get('token-a', 3_000)).toBeUndefined()
    expect(cache.get('token-b', 1_000)).toBeUndefined()
  })

  it('forgets every token of a user at once (logout, profile change)', () => {
    const cache = new SessionCache<{ name: string }>()
    cache.set('phone', { name: 'Ana' }, 'user-1', 0)
    cache.set('laptop', { name: 'Ana' }, 'user-1', 0)
    cache.set('other', { name: 'Bo' }, 'user-2', 0)
    cache.forgetUser('user-1')
    expect(cache.get('phone', 1)).toBeUndefined()
    expect(cache.get('laptop', 1)).toBeUndefined()
    expect(cache.get('other', 1)).toEqual({ name: 'Bo' })
  })
})
