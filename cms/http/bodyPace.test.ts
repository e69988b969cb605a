import { BODY_PACE, bodyTooSlow } from './bodyPace'

const MB = 1024 * 1024

/** Sends `total` bytes at `bytesPerSecond` in one-second steps, with an optional stall; answers when (if ever) it is cut off. */
function upload(total: number, bytesPerSecond: number, stall?: { at: number; seconds: number }): number | null {
  const progress = { startedAt: 0, lastByteAt: 0, received: 0 }
  for (let second = 1; progress.received < total; second += 1) {
    const now = second * 1000
    const stalled = stall && second > stall.at && second <= stall.at + stall.seconds
    if (!stalled) {
      progress.received = Math.min(total, progress.received + bytesPerSecond)
      progress.lastByteAt = now
    }
    if (bodyTooSlow(progress, now)) return second
  }
  return null
}

describe('how slowly a body may arrive', () => {
  it('lets a 10 MB photo through at phone speeds, stalls of 20 s included', () => {
    expect(upload(10 * MB, 94_000)).toBeNull()
    expect(upload(10 * MB, 20_000)).toBeNull()
    expect(upload(10 * MB, 5_000)).toBeNull()
    expect(upload(10 * MB, 20_000, { at: 60, seconds: 20 })).toBeNull()
    expect(upload(10 * MB, 20_000, { at: 5, seconds: 25 })).toBeNull()
  })

  it('gives up on a body that stops for 30 s, or trickles below 2 KB/s once the first 30 s are over', () => {
    expect(upload(MB, 20_000, { at: 10, seconds: 1000 })).toBe(40)
    // A slow-loris: a few bytes every few seconds.
    expect(upload(MB, 100)).toBe(32)
    expect(upload(MB, BODY_PACE.MIN_BYTES_PER_SECOND / 2)).not.toBeNull()
    // Just above the minimum pace, it is only a matter of patience.
    expect(upload(MB, BODY_PACE.MIN_BYTES_PER_SECOND + 1)).toBeNull()
  })

  it('takes a body that has not begun as idle from its start', () => {
    expect(bodyTooSlow({ startedAt: 0, lastByteAt: 0, received: 0 }, 29_999)).toBeNull()
    expect(bodyTooSlow({ startedAt: 0, lastByteAt: 0, received: 0 }, 30_000)).toBe('idle')
  })
})
