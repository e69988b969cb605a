import { z } from 'zod'

import { toCents } from '@shared/money'
import { badRequest } from '../../http/errors'

const AMOUNT_MESSAGE = 'Amount must be a positive amount of dollars with at most 2 decimals, e.g. "5.00"'
const QUANTITY_MESSAGE = 'Units to restock must be a whole number of 1 or more'
const UNITS_MESSAGE = 'Units to refund must be a whole number of 1 or more'

/** POST /api/admin/orders/{id}/refund (the contract is ApiRefundRequest in shared/api.ts). */
export const refundRequestSchema = z
  .object({
    amount: z
      .union([z.string(), z.number()], { error: AMOUNT_MESSAGE })
      .transform((value, ctx) => {
        const cents = toCents(value)
        if (cents === null || cents < 1) {
          ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE })
          return z.NEVER
        }
        return cents
      })
      .optional(),
    items: z
      .array(
        z.object({
          itemId: z.string({ error: 'Each refunded line needs its itemId' }).min(1).max(100),
          quantity: z.number({ error: UNITS_MESSAGE }).int({ error: UNITS_MESSAGE }).min(1, { error: UNITS_MESSAGE }).max(100_000).optional(),
          restock: z.boolean({ error: 'restock must be true or false' }).optional(),
        }),
        { error: 'items must be a list of { itemId, quantity?, restock? }' },
      )
      .max(200)
      .optional(),
    restock: z.boolean({ error: 'restock must be true or false' }).optional(),
    restockItems: z
      .array(
        z.object({
          itemId: z.string({ error: 'Each restocked line needs its itemId' }).min(1).max(100),
          quantity: z.number({ error: QUANTITY_MESSAGE }).int({ error: QUANTITY_MESSAGE }).min(1, { error: QUANTITY_MESSAGE }).max(100_000).optional(),
        }),
        { error: 'restockItems must be a list of { itemId, quantity? }' },
      )
      .max(200)
      .optional(),
    reason: z.string({ error: 'Reason must be text' }).trim().max(500, { error: 'Reason must be at most 500 characters' }).optional(),
  })
  .refine((body) => [body.items, body.restockItems, body.restock].filter((given) => given !== undefined).length <= 1, {
    error: 'Send one of items (line by line), restock (every unit) or restockItems, not several',
  })

export type RefundRequest = z.infer<typeof refundRequestSchema>

/**
 * The order lines a refund is for: units the buyer will not get (quantity: every unit not refunded
 * yet), and whether they go back on sale; or every unit not refunded yet (`all`).
 */
export type RefundLinesRequest = { all: true; restock: boolean } | { items: { itemId: string; quantity?: number; restock: boolean }[] } | null

export function refundLinesRequestOf(body: Pick<RefundRequest, 'items' | 'restock' | 'restockItems'>): RefundLinesRequest {
  if (body.items) return body.items.length > 0 ? { items: body.items.map((item) => ({ ...item, restock: item.restock === true })) } : null
  if (body.restockItems) return body.restockItems.length > 0 ? { items: body.restockItems.map((item) => ({ ...item, restock: true })) } : null
  return body.restock ? { all: true, restock: true } : null
}

/** POST /api/admin/orders/{id}/cancel: an optional reason, told to the buyer. */
export const cancelRequestSchema = z
  .object({
    reason: z.string({ error: 'Reason must be text' }).trim().max(500, { error: 'Reason must be at most 500 characters' }).optional(),
  })
  .optional()

/** Stripe's own limit on idempotency keys; printable ASCII so it travels in a header unchanged. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null
  const key = header.trim()
  if (key.length === 0 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice)')
  }
  return key
}
