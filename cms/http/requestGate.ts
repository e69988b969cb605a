import type { IncomingMessage, ServerResponse } from 'node:http'

import { refuseOversizedBody } from './bodyLimits'
import { canonicalRequestUrl } from './canonicalPath'

/**
 * The first thing every request meets, before the fast paths, Express, Payload or Next.js: its
 * path rewritten to the one spelling all of them agree on (or refused), and its body refused when
 * too large. True when the request was answered here.
 */
export function gateRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const canonical = canonicalRequestUrl(req.url ?? '/')
  if (canonical === null) {
    const body = JSON.stringify({ message: 'Malformed request path' })
    res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' })
    res.end(body)
    return true
  }
  req.url = canonical
  return refuseOversizedBody(req, res)
}
