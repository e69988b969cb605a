import { SessionCache } from './sessionCache'

describe('the session cache', () => {
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

describe('the session cache where the database is watched (SQLite)', () => {
  it('answers a cached user only after the check, and nothing once the check found a commit', async () => {
    const cache = new SessionCache<{ name: string }>()
    let commits = 0
    let seen = 0
    cache.watchWith(async () => {
      if (commits !== seen) cache.forgetAll()
      seen = commits
    })
    cache.set('phone', { name: 'Ana' }, 'user-1')
    expect(await cache.getChecked('phone')).toEqual({ name: 'Ana' })
    commits += 1
    // Still in memory, but another process has committed: looked up again.
    expect(cache.get('phone')).toEqual({ name: 'Ana' })
    expect(await cache.getChecked('phone')).toBeUndefined()
  })

  it('keeps nothing that was looked up while the database changed', () => {
    const cache = new SessionCache<{ name: string }>()
    const stamp = cache.stamp()
    cache.forgetAll()
    cache.set('phone', { name: 'Old Ana' }, 'user-1', Date.now(), stamp)
    expect(cache.get('phone')).toBeUndefined()
  })

  it('trusts nothing cached when the check fails', async () => {
    const cache = new SessionCache<{ name: string }>()
    cache.watchWith(async () => {
      throw new Error('SQLITE_BUSY')
    })
    cache.set('phone', { name: 'Ana' }, 'user-1')
    expect(await cache.getChecked('phone')).toBeUndefined()
  })
})
