import { z } from 'zod'

import { InvalidInput } from '../../errors/shopErrors'
import { decodeOrderCursor, type OrderCursor } from './orderCursor'

export const DEFAULT_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 200

const limitSchema = z.coerce
  .number({ error: `The limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .int({ error: `The limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .min(1, { error: `The limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .max(MAX_PAGE_SIZE, { error: `The limit must be at most ${MAX_PAGE_SIZE}` })

export type PageRequest = { limit: number; cursor: OrderCursor | null }

/** `?limit=&cursor=` of a paged order list (InvalidInput with a message when either is not understood). */
export function pageRequestOf(query: Record<string, unknown>): PageRequest {
  const rawLimit = query.limit
  let limit = DEFAULT_PAGE_SIZE
  if (rawLimit !== undefined && rawLimit !== '') {
    const parsed = limitSchema.safeParse(typeof rawLimit === 'string' && /^\d+$/.test(rawLimit.trim()) ? rawLimit.trim() : NaN)
    if (!parsed.success) throw new InvalidInput(parsed.error.issues[0]?.message ?? 'Invalid limit')
    limit = parsed.data
  }
  const rawCursor = query.cursor
  if (rawCursor === undefined || rawCursor === '') return { limit, cursor: null }
  const cursor = typeof rawCursor === 'string' ? decodeOrderCursor(rawCursor) : null
  if (!cursor) throw new InvalidInput('This list has moved on: load it again from the start')
  return { limit, cursor }
}
