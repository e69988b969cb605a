import type { Where } from 'payload'
import { z } from 'zod'

import { DATE_RANGE_REVERSED, dateRangeReversed } from '@shared/orderSearchRules'
import { ORDER_STATUSES } from '@shared/orderStatus'
import { nextDay, parseDay, startOfDay } from '@shared/shopTime'

const DAY_MESSAGE = 'Dates must be days like 2026-11-23'

/**
 * GET /api/admin/orders and /export.csv: ?q=&status=&from=&to= (days in the shop's time zone, both
 * included), and `show=to-fulfil` for the orders with something left to hand over or ship.
 */
export const orderFiltersSchema = z
  .object({
    q: z.string().trim().max(200, { error: 'Search for at most 200 characters' }).optional(),
    status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
    from: z.string().refine((text) => parseDay(text) !== null, { error: DAY_MESSAGE }).optional(),
    to: z.string().refine((text) => parseDay(text) !== null, { error: DAY_MESSAGE }).optional(),
    show: z.enum(['all', 'to-fulfil'], { error: 'Show must be all or to-fulfil' }).optional(),
  })
  .refine((filters) => !dateRangeReversed(filters.from, filters.to), { error: DATE_RANGE_REVERSED })

export type OrderFilters = z.infer<typeof orderFiltersSchema>

/** An empty query field means no filter, as a form sends it. */
export function orderFiltersOf(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    ['q', 'status', 'from', 'to', 'show'].flatMap((key) => {
      const value = query[key]
      return typeof value === 'string' && value.trim() !== '' ? [[key, value]] : []
    }),
  )
}

/**
 * The filters as a Payload query. The search matches the buyer's name and e-mail (every word,
 * case-insensitive) and the order number (the id's first characters, with or without "#"). On
 * SQLite ids are UUID text; on MongoDB they are ObjectIds, whose prefix is matched as a range.
 */
export function orderFiltersWhere(filters: OrderFilters, database: 'sqlite' | 'mongodb'): Where {
  const and: Where[] = []
  if (filters.status) and.push({ status: { equals: filters.status } })
  // To fulfil: open orders; those whose every unit was refunded are left out after reading (findOrderPage).
  if (filters.show === 'to-fulfil') and.push({ status: { equals: 'completed' } })
  const { from, before } = orderDateRange(filters)
  if (from) and.push({ createdAt: { greater_than_equal: from.toISOString() } })
  if (before) and.push({ createdAt: { less_than: before.toISOString() } })
  const terms = orderSearchTerms(filters.q)
  if (terms) {
    const or: Where[] = [{ customerName: { like: terms.text } }, { customerEmail: { like: terms.text } }]
    const number = terms.number === null ? null : orderNumberWhere(terms.number, database)
    if (number) or.push(number)
    and.push({ or })
  }
  return and.length > 0 ? { and } : {}
}

/**
 * Where `from` and `to` put the list's ends: from the start of `from`'s day, before the start of the
 * day after `to` (the shop's time zone); null where open. The day after 9999-12-31 is left open: its
 * ISO text (+010000-01-01…) sorts before every date that SQLite compares it with, so the list and
 * the CSV came back empty.
 */
export function orderDateRange(filters: Pick<OrderFilters, 'from' | 'to'>): { from: Date | null; before: Date | null } {
  const after = filters.to ? nextDay(parseDay(filters.to)!) : null
  return {
    from: filters.from ? startOfDay(parseDay(filters.from)!) : null,
    before: after && after.year <= 9999 ? startOfDay(after) : null,
  }
}

/** The search as typed, less a leading "#" (null when empty), and the order number it may be (lower-case hex and dashes). */
export function orderSearchTerms(q: string | undefined): { text: string; number: string | null } | null {
  const text = q?.replace(/^#/, '').trim()
  if (!text) return null
  return { text, number: /^[0-9a-f-]+$/i.test(text) ? text.toLowerCase() : null }
}

function orderNumberWhere(number: string, database: 'sqlite' | 'mongodb'): Where | null {
  if (database === 'sqlite') return { id: { like: number } }
  if (!/^[0-9a-f]{1,24}$/.test(number)) return null
  return { and: [{ id: { greater_than_equal: number.padEnd(24, '0') } }, { id: { less_than_equal: number.padEnd(24, 'f') } }] }
}
