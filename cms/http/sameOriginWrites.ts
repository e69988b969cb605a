import type { RequestHandler } from 'express'

import { forbidden } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests that a browser sent from another site, so a page elsewhere
 * cannot use a shopper's or an administrator's session cookie (CSRF). Browsers always send
 * Origin (and Sec-Fetch-Site) with such requests; other clients send neither and have no cookie
 * of ours to abuse. SameSite=Lax cookies are the first line; this is the second.
 */
export function sameOriginWrites(publicUrl: URL | null): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const fetchSite = req.get('sec-fetch-site')
    if (fetchSite === 'cross-site') throw forbidden('Cross-site requests are not allowed')
    const origin = req.get('origin')
    if (origin && origin !== 'null' && !isOwnOrigin(origin, req.protocol, req.get('host'), publicUrl)) {
      throw forbidden('Cross-site requests are not allowed')
    }
    if (origin === 'null') throw forbidden('Cross-site requests are not allowed')
    next()
  }
}

function isOwnOrigin(origin: string, protocol: string, host: string | undefined, publicUrl: URL | null): boolean {
  if (publicUrl && origin === publicUrl.origin) return true
  return host !== undefined && (origin === `${protocol}://${host}` || origin === `https://${host}`)
}
