import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** The browser keeps the mark for a year after its last successful sign-in. */
const LIFETIME_SECONDS = 365 * 24 * 60 * 60
export const KNOWN_DEVICE_COOKIE = 'shop-known-device'

/**
 * "This browser has signed in as <username> before": a signed mark set at every successful login.
 * A login attempt for that username from a browser carrying it is counted against the browser's
 * own budget instead of the username's, so strangers guessing the password cannot keep the owner
 * out. It grants nothing else: the password is still required.
 */
export function knownDeviceCookie(secret: string, username: string, { secure }: { secure: boolean }, now = Date.now()): string {
  const issued = Math.floor(now / 1000)
  const body = `${Buffer.from(username.toLowerCase()).toString('base64url')}.${issued}`
  const value = `${body}.${sign(secret, body)}`
  return `${KNOWN_DEVICE_COOKIE}=${value}; Path=/; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The throttling key of this browser for `username` (a hash of its mark), when the Cookie header
 * carries a valid, unexpired mark for exactly that username; else null.
 */
export function knownDeviceKey(secret: string, cookieHeader: string | null | undefined, username: string, now = Date.now()): string | null {
  const value = readCookie(cookieHeader, KNOWN_DEVICE_COOKIE)
  if (!value) return null
  const match = /^([A-Za-z0-9_-]{1,200})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return null
  const [, name, issued, signature] = match
  const expected = Buffer.from(sign(secret, `${name}.${issued}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  if (Number(issued) + LIFETIME_SECONDS < now / 1000) return null
  if (Buffer.from(name, 'base64url').toString() !== username.trim().toLowerCase()) return null
  return createHash('sha256').update(value).digest('base64url').slice(0, 22)
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', `known-device:${secret}`).update(body).digest('base64url')
}

function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of header?.split(/;\s*/) ?? []) {
    if (part.startsWith(`${name}=`)) return part.slice(name.length + 1)
  }
  return null
}
