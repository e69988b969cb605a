import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

/** Upload URLs work for 15 minutes, like a cloud storage signed URL. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000

export type UploadToken = { id: string; expiresAt: number }

/**
 * A signed, short-lived upload token: `<id>.<expiry>.<signature>`. It names no path: the server
 * decides the file name. Single use comes from the database (the id is unique on Media).
 */
export function createUploadToken(secret: string, now = Date.now()): { token: string; id: string } {
  const id = randomUUID()
  const payload = `${id}.${now + UPLOAD_URL_LIFETIME_MS}`
  return { token: `${payload}.${sign(secret, payload)}`, id }
}

/** The token's content when the signature is right (expired or not), else null. */
export function readUploadToken(secret: string, token: string): UploadToken | null {
  const match = /^([0-9a-f-]{36})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, id, expiry, signature] = match
  const expected = Buffer.from(sign(secret, `${id}.${expiry}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return { id, expiresAt: Number(expiry) }
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `upload:${secret}`).update(payload).digest('base64url')
}

/** The token inside an upload URL (absolute or a path), or null. */
export function tokenFromUploadUrl(url: string): string | null {
  let path: string
  try {
    path = new URL(url, 'http://local').pathname
  } catch {
    return null
  }
  const match = /^\/api\/objects\/upload\/([^/]+)$/.exec(path)
  return match ? match[1] : null
}
