import { z } from 'zod'

import { toCents } from '../../shared/money'
import { SIZE_OPTIONS, type Size } from '../../shared/sizes'

const STOCK_MESSAGE = 'Stock must be a whole number of 0 or more'
const stockCount = z.number({ error: STOCK_MESSAGE }).int({ error: STOCK_MESSAGE }).min(0, { error: STOCK_MESSAGE }).max(1_000_000, { error: 'Stock must be at most 1,000,000' })

const EXPECTED_MESSAGE = 'expectedSizeInventory must map sizes to the stock counts the editor started from'
/**
 * The counts an editor started from (compare-and-set, issue 10): a size is written only while its
 * stored count is still this one.
 */
const expectedSizeInventory = z
  .record(z.string(), z.number({ error: EXPECTED_MESSAGE }).int({ error: EXPECTED_MESSAGE }).min(0, { error: EXPECTED_MESSAGE }), { error: EXPECTED_MESSAGE })
  .refine((counts) => Object.keys(counts).every((size) => (SIZE_OPTIONS as readonly string[]).includes(size)), {
    error: `expectedSizeInventory names a size that is not one of ${SIZE_OPTIONS.join(', ')}`,
  })
  .optional()

const PRICE_MESSAGE = 'Price must be a non-negative amount with at most 2 decimals'

/** Spec §3/§5 product rules, on the server: every field message is one a volunteer can act on. */
export const productInputSchema = z
  .object({
    name: z.string({ error: 'Product name is required' }).trim().min(1, { error: 'Product name is required' }).max(200, { error: 'Product name must be at most 200 characters' }),
    description: z.string({ error: 'Description must be text' }).max(5000, { error: 'Description must be at most 5000 characters' }).nullish(),
    price: z
      .union([z.number(), z.string()], { error: PRICE_MESSAGE })
      .transform((value, ctx) => {
        const cents = toCents(value)
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE })
          return z.NEVER
        }
        if (cents > 100_000_000) {
          ctx.addIssue({ code: 'custom', message: 'Price must be at most $1,000,000' })
          return z.NEVER
        }
        return cents
      }),
    image: z.string({ error: 'Product image is required' }).trim().min(1, { error: 'Product image is required' }).max(2048),
    sizes: z.array(z.enum(SIZE_OPTIONS, { error: `Sizes must be chosen from ${SIZE_OPTIONS.join(', ')}` }), { error: 'Sizes must be a list' }).max(SIZE_OPTIONS.length).default([]),
    sizeInventory: z.record(z.string(), stockCount, { error: 'Inventory must map sizes to stock' }).default({}),
    expectedSizeInventory,
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>()
    for (const size of input.sizes) {
      if (seen.has(size)) ctx.addIssue({ code: 'custom', path: ['sizes'], message: `Size ${size} is listed twice` })
      seen.add(size)
    }
    for (const size of Object.keys(input.sizeInventory)) {
      if (!seen.has(size)) ctx.addIssue({ code: 'custom', path: ['sizeInventory', size], message: `Stock is given for size ${size}, which is not one of the chosen sizes` })
    }
  })

export type ProductInput = z.infer<typeof productInputSchema>

export const inventoryInputSchema = z
  .object({
    sizeInventory: z.record(z.string(), stockCount, { error: 'Inventory must map sizes to stock' }),
    expectedSizeInventory,
  })
  .superRefine((input, ctx) => {
    if (!input.expectedSizeInventory) return
    for (const size of Object.keys(input.sizeInventory)) {
      if (input.expectedSizeInventory[size] === undefined) {
        ctx.addIssue({ code: 'custom', path: ['expectedSizeInventory', size], message: `expectedSizeInventory must give the count of ${size} the editor started from` })
      }
    }
  })

/** Stock rows for the chosen sizes, in canonical order; a size without a count starts at 0 (spec §9). */
export function stockRows(sizes: readonly Size[], inventory: Record<string, number>) {
  return SIZE_OPTIONS.filter((size) => sizes.includes(size)).map((size) => ({ size, quantity: inventory[size] ?? 0 }))
}
