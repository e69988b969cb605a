import { z } from 'zod'

import { formatCents, toCents } from './money'
import { withoutControlCharacters } from './plainText'

const AMOUNT_MESSAGE = 'Amount must be a positive amount of dollars with at most 2 decimals, e.g. "5.00"'
const QUANTITY_MESSAGE = 'Units to restock must be a whole number of 1 or more'
const UNITS_MESSAGE = 'Units to refund must be a whole number of 1 or more'

/**
 * POST /api/admin/orders/{id}/refund (the contract is ApiRefundRequest in shared/api.ts): the
 * server parses with it, and the Refund dialog checks what it is about to send with it.
 */
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
    reason: z.string({ error: 'Reason must be text' }).overwrite(withoutControlCharacters).trim().max(500, { error: 'Reason must be at most 500 characters' }).optional(),
  })
  .refine((body) => [body.items, body.restockItems, body.restock].filter((given) => given !== undefined).length <= 1, {
    error: 'Send one of items (line by line), restock (every unit) or restockItems, not several',
  })

export type RefundRequest = z.infer<typeof refundRequestSchema>

/** A refund of more than the order has left: the server refuses it, the dialog says so before sending. */
export function overRefundMessage(remainingCents: number): string {
  return `Only ${formatCents(remainingCents)} is left to refund on this order.`
}
