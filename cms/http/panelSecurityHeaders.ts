import type { RequestHandler } from 'express'
import { randomBytes } from 'node:crypto'

/**
 * The editors' panel (Next.js) under a Content Security Policy of its own: its inline scripts run
 * by a fresh nonce per page (Next.js reads the nonce from the request's CSP header and puts it on
 * every script it writes), nothing else inline or from elsewhere; forms post to this origin only.
 * Payload's REST answers (JSON) and Next's static files get a policy that allows nothing at all.
 * `withCsp` is off in development, where Next's hot reload evaluates code.
 */
export function panelSecurityHeaders({ withCsp }: { withCsp: boolean }): RequestHandler {
  return (req, res, next) => {
    // A policy chosen by the client must never reach Next (it would pick the nonce).
    delete req.headers['content-security-policy']
    delete req.headers['content-security-policy-report-only']
    if (!withCsp) return next()
    const isPage = req.originalUrl === '/cms' || req.originalUrl.startsWith('/cms/') || req.originalUrl.startsWith('/cms?')
    if (!isPage) {
      res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'")
      return next()
    }
    const nonce = randomBytes(16).toString('base64')
    const policy = panelPolicy(nonce)
    req.headers['content-security-policy'] = policy
    res.setHeader('Content-Security-Policy', policy)
    next()
  }
}

function panelPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
