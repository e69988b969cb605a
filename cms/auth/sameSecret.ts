import { timingSafeEqual } from 'node:crypto'

/** Compares secrets in constant time, so the answer time says nothing about how much of a guess matched. */
export function sameSecret(expected: string, given: string): boolean {
  const left = Buffer.from(expected)
  const right = Buffer.from(given)
  return left.length === right.length && timingSafeEqual(left, right)
}
