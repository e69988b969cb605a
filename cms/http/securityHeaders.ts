import type { RequestHandler } from 'express'
import type { ServerResponse } from 'node:http'

import { earlyInputScript } from '../storefront/holdEarlyInput'

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

/**
 * Built at the first answer: the server-rendered pages' one inline script (the one that holds
 * early taps, decision 35) is allowed by its hash, and nothing else inline.
 */
let contentSecurityPolicy: string | null = null
function policy(): string {
  const early = earlyInputScript()
  contentSecurityPolicy ??= Object.entries(STRIPE_CSP)
    .map(([directive, sources]) => `${directive} ${(directive === 'script-src' && early ? [...sources, early.cspSource] : sources).join(' ')}`)
    .join('; ')
  return contentSecurityPolicy
}

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

export function setSecurityHeaders(res: ServerResponse, path: string, options: SecurityHeaderOptions): void {
  const list = securityHeaderList(path, options)
  for (let i = 0; i < list.length; i += 2) res.setHeader(list[i], list[i + 1])
}

const lists = new Map<string, readonly string[]>()

/**
 * The same headers as a flat [name, value, …] list, for `res.writeHead` (the signed-in reads
 * answered from memory send all their headers at once). Built once per kind of path.
 */
export function securityHeaderList(path: string, { isHttps, withCsp }: SecurityHeaderOptions): readonly string[] {
  const csp = withCsp && !isPanelPath(path)
  const key = `${isHttps}|${csp}`
  let list = lists.get(key)
  if (!list) {
    list = [
      'X-Content-Type-Options', 'nosniff',
      'Referrer-Policy', 'strict-origin-when-cross-origin',
      'X-Frame-Options', 'DENY',
      'Cross-Origin-Opener-Policy', 'same-origin',
      'Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
      ...(isHttps ? ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] : []),
      ...(csp ? ['Content-Security-Policy', policy()] : []),
    ]
    lists.set(key, list)
  }
  return list
}

function isPanelPath(path: string): boolean {
  return path === '/cms' || path.startsWith('/cms/') || path.startsWith('/cms-api') || path.startsWith('/_next/')
}
