/**
 * How slowly a request body may arrive. A minimum rate, not a total time: a phone on a poor
 * connection may take minutes over a 10 MB photo and must not be cut off, while a client that
 * holds a body open without sending it (to hold the server's memory or its connections) is.
 *
 * - no byte for IDLE_MS (30 s): a phone passing between cells stalls for seconds, not half a minute;
 * - after GRACE_MS (30 s), on average at least MIN_BYTES_PER_SECOND (2 KB/s, 16 kbit/s) since the
 *   body began: slower than any mobile network's uplink (GPRS sends about 5 KB/s, 3G and 4G
 *   50 KB/s and more). A 10 MB photo at the phone profile of our browser tests (94 KB/s) takes
 *   about 2 minutes; at 20 KB/s about 9 minutes; both arrive.
 */
export const BODY_PACE = { IDLE_MS: 30_000, GRACE_MS: 30_000, MIN_BYTES_PER_SECOND: 2048 }

export type BodyProgress = { startedAt: number; lastByteAt: number; received: number }

/** Why a body still arriving is given up on at `now`, or null while it keeps the pace. */
export function bodyTooSlow({ startedAt, lastByteAt, received }: BodyProgress, now: number, pace = BODY_PACE): 'idle' | 'slow' | null {
  if (now - lastByteAt >= pace.IDLE_MS) return 'idle'
  const elapsed = now - startedAt
  if (elapsed > pace.GRACE_MS && received < ((elapsed - pace.GRACE_MS) / 1000) * pace.MIN_BYTES_PER_SECOND) return 'slow'
  return null
}
