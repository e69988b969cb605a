import { pbkdf2, timingSafeEqual } from 'node:crypto'

/** Payload 3.90's password hashing (auth/strategies/local/generatePasswordSaltHash.js): current and legacy forms. */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

function derive(password: string, salt: string, { iterations, keyLength }: typeof CURRENT): Promise<Buffer> {
  return new Promise((resolve, reject) => pbkdf2(password, salt, iterations, keyLength, 'sha256', (err, key) => (err ? reject(err) : resolve(key))))
}

/** True when `password` is the one stored as Payload's `hash` and `salt` of a user. */
export async function verifyPassword(stored: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash, 'hex')
  const derived = await derive(password, stored.salt, current ? CURRENT : LEGACY)
  return derived.length === expected.length && timingSafeEqual(derived, expected)
}

/**
 * Spends what checking a password costs, for a username that does not exist: Payload refuses
 * those at once, so the answer's timing would tell which usernames exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await derive(password, 'no-such-user-salt', CURRENT)
}
