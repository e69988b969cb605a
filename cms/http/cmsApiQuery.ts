import type { RequestHandler } from 'express'

/** Counts Payload's REST reads as numbers: whole, not negative, and small enough for the database to bind. */
const COUNTS = new Set(['limit', 'page', 'depth'])
const COUNT = /^\d{1,7}$/

/**
 * The shape of a query to Payload's REST (/cms-api), checked before Payload reads it: `where` given
 * as one value must be JSON (Payload parses it and answered 500 on anything else), and `limit`,
 * `page` and `depth` must be plain whole numbers (1e308, or limit[a]=1, reached the database and
 * answered 500). A 400 with a message instead (review 13). What a search compares is checked inside
 * Payload, per collection: cms/access/refuseUnusableSearches.ts.
 */
export const checkCmsApiQuery: RequestHandler = (req, res, next) => {
  const query = req.originalUrl.indexOf('?')
  if (query < 0) return next()
  for (const [key, value] of new URLSearchParams(req.originalUrl.slice(query + 1))) {
    const base = key.split('[')[0]
    if (COUNTS.has(base) && (key !== base || !COUNT.test(value))) {
      res.status(400).json({ errors: [{ message: `${base} must be a whole number, such as 10.` }] })
      return
    }
    if (key === 'where' && !isJsonObject(value)) {
      res.status(400).json({ errors: [{ message: 'where must be a JSON object, or written as where[field][operator]=value.' }] })
      return
    }
  }
  next()
}

function isJsonObject(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
  } catch {
    return false
  }
}
