import { z } from 'zod'

import { SIZE_OPTIONS, type Size } from './sizes'

/**
 * "Notify me when it's back" (issue 32). pending: waiting for the e-mailed confirmation; confirmed:
 * gets one e-mail when the size is back; notified: got it (done); cancelled: the shopper cancelled it.
 */
export const RESTOCK_REQUEST_STATUSES = ['pending', 'confirmed', 'notified', 'cancelled'] as const
export type RestockRequestStatus = (typeof RESTOCK_REQUEST_STATUSES)[number]

// The answers live apart from the schema: the storefront shows them without downloading zod.
export * from './restockTexts'

/** POST /api/products/{id}/notify: the address, and the size (null or left out for a product without sizes). */
export const restockRequestSchema = z.object({
  email: z.string({ error: 'Please enter your email address' }).trim().min(1, 'Please enter your email address').max(254, 'Email is too long').pipe(z.email({ error: 'Invalid email' })),
  size: z.enum(SIZE_OPTIONS, { error: `Size must be one of ${SIZE_OPTIONS.join(', ')}` }).nullable().optional(),
})

/** How many confirmed requests wait for each size (size null: a product without sizes), on GET /api/admin/products. */
export type ApiRestockWaiting = { size: Size | null; count: number }[]
