import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** 256 random bits, URL-safe: the key of an order's private link. */
export function newOrderAccessToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Compares in constant time (hashes first, so lengths never leak either). */
export function sameAccessToken(expected: string | null | undefined, given: string | null | undefined): boolean {
  if (!expected || !given) return false
  const a = createHash('sha256').update(expected).digest()
  const b = createHash('sha256').update(given).digest()
  return timingSafeEqual(a, b)
}
