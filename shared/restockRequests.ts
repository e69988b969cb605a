import { z } from 'zod'

import { SIZE_OPTIONS, type Size } from './sizes'

/**
 * "Notify me when it's back" (issue 32). pending: waiting for the e-mailed confirmation; confirmed:
 * gets one e-mail when the size is back; notified: got it (done); cancelled: the shopper cancelled it.
 */
export const RESTOCK_REQUEST_STATUSES = ['pending', 'confirmed', 'notified', 'cancelled'] as const
export type RestockRequestStatus = (typeof RESTOCK_REQUEST_STATUSES)[number]

/** The answers, the same words in the server's replies and the forms. */
export const RESTOCK_THANKS = 'Thanks — please confirm from your inbox, and we will e-mail you once it is back.'
export const RESTOCK_UNAVAILABLE = 'E-mail notices are not available yet. Please check back soon.'
export const RESTOCK_CONFIRMED = 'Done — we will e-mail you once it is back in stock.'
export const RESTOCK_CANCELLED = 'Cancelled — we will not e-mail you about it.'
export const RESTOCK_BAD_LINK = 'This link is not valid any more. Please use the link from your latest e-mail, or ask again on the product.'
export const RESTOCK_IN_STOCK = 'This is in stock now: add it to your cart.'

/** POST /api/products/{id}/notify: the address, and the size (null or left out for a product without sizes). */
export const restockRequestSchema = z.object({
  email: z.string({ error: 'Please enter your email address' }).trim().min(1, 'Please enter your email address').max(254, 'Email is too long').pipe(z.email({ error: 'Invalid email' })),
  size: z.enum(SIZE_OPTIONS, { error: `Size must be one of ${SIZE_OPTIONS.join(', ')}` }).nullable().optional(),
})

/** How many confirmed requests wait for each size (size null: a product without sizes), on GET /api/admin/products. */
export type ApiRestockWaiting = { size: Size | null; count: number }[]
