import type { IncomingMessage, ServerResponse } from 'node:http'

import { UPLOAD_MAX_BYTES } from '@shared/images'

/** Every body but an image upload: JSON, forms, the panel's server actions, webhooks. */
export const BODY_MAX_BYTES = 1024 * 1024
/** A multipart upload to the panel's image library: the file plus its form fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024
/** After refusing a body, keep reading (and dropping) it this long so the client can read the answer. */
const LINGER_MS = 5000

/** The largest body this request may send, decided from its method and (canonical) path alone. */
function bodyLimitFor(method: string | undefined, url: string): number {
  const path = url.split('?')[0]
  if (method === 'PUT' && /^\/api\/objects\/upload\/[^/]+$/.test(path)) return UPLOAD_MAX_BYTES
  if ((method === 'POST' || method === 'PATCH') && /^\/cms-api\/media(\/[^/]+)?\/?$/.test(path)) return UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
  return BODY_MAX_BYTES
}

/**
 * Refuses a body before a byte of it is read: 413 when its Content-Length is over this route's
 * limit, 411 when it comes without one (chunked), since only a declared length lets the HTTP
 * parser itself stop a body at its limit. Every browser request declares its length. True when refused.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const limit = bodyLimitFor(req.method, req.url ?? '/')
  if (req.headers['transfer-encoding'] !== undefined) {
    refuse(req, res, 411, 'Send the request body with a Content-Length header.')
    return true
  }
  const length = Number(req.headers['content-length'] ?? 0)
  if (!Number.isSafeInteger(length) || length > limit) {
    refuse(req, res, 413, `Request body is too large (at most ${formatMegabytes(limit)} here).`)
    return true
  }
  return false
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message })
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' })
  res.end(body)
  // Node drops the unread body once the answer is sent; a client that keeps sending is cut off.
  const linger = setTimeout(() => req.socket.destroy(), LINGER_MS)
  linger.unref()
  req.once('end', () => clearTimeout(linger))
  req.once('close', () => clearTimeout(linger))
}

function formatMegabytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MB`
}
