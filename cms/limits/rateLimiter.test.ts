import { addressKey, RateLimiter } from './rateLimiter'

describe('the rate limiter', () => {
  it('limits each key at its own limit, with the time until its window ends', async () => {
    const limiter = new RateLimiter({ perAddress: 3, perUsername: 2 }, 60_000)
    const keys = ['login:ip:1.2.3.4', 'login:user:ana']
    expect(await limiter.hit(keys, 0)).toEqual({ limited: false, retryAfterSeconds: 0 })
    expect(await limiter.hit(keys, 1000)).toEqual({ limited: false, retryAfterSeconds: 0 })
    expect(await limiter.hit(keys, 2000)).toEqual({ limited: true, retryAfterSeconds: 58 })
    expect((await limiter.hit(['login:ip:5.6.7.8', 'login:user:bo'], 2000)).limited).toBe(false)
    expect((await limiter.hit(keys, 60_000)).limited).toBe(false)
  })

  it('does not count an attempt against the username once its address is over the limit', async () => {
    const limiter = new RateLimiter({ perAddress: 2, perUsername: 3 }, 60_000)
    for (let i = 0; i < 10; i += 1) await limiter.hit(['login:ip:attacker', 'login:user:ana'], 0)
    // The attacker got 2 attempts through; Ana's allowance (3) still has room from elsewhere.
    expect((await limiter.hit(['login:ip:elsewhere', 'login:user:ana'], 0)).limited).toBe(false)
  })

  it('counts an IPv6 subscriber by its /64, and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'))
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'))
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7')
  })
})
