import type { RequestHandler } from 'express'
import type { ServerResponse } from 'node:http'

/**
 * Headers for the storefront and the API. The Content Security Policy allows this origin plus
 * exactly what Stripe.js needs (https://docs.stripe.com/security/guide#content-security-policy).
 * The editors' panel (/cms) is a Next.js app with inline scripts; it gets the same headers minus
 * the script policy, which Next sets up itself.
 */
const STRIPE_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://api.stripe.com', 'https://*.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

const CONTENT_SECURITY_POLICY = Object.entries(STRIPE_CSP)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ')

/**
 * `withCsp` is off in development only: Vite's dev server injects inline scripts and a websocket
 * for hot reload that a production policy rightly blocks.
 */
export type SecurityHeaderOptions = { isHttps: boolean; withCsp: boolean }

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    setSecurityHeaders(res, req.path, options)
    next()
  }
}

export function setSecurityHeaders(res: ServerResponse, path: string, { isHttps, withCsp }: SecurityHeaderOptions): void {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")')
  if (isHttps) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  if (withCsp && !isPanelPath(path)) res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY)
}

function isPanelPath(path: string): boolean {
  return path === '/cms' || path.startsWith('/cms/') || path.startsWith('/cms-api') || path.startsWith('/_next/')
}
