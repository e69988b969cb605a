import { z } from 'zod'

import { MIN_PRICE_CENTS, PRICE_MINIMUM_MESSAGE, toCents } from './money'
import { SIZE_OPTIONS } from './sizes'

/**
 * The product rules and messages (POST /api/products, PUT /api/products/{id}, PATCH …/inventory),
 * in one place: the products router parses requests with them and the admin's product form checks
 * its fields with them before sending, so both say the same thing at the same field.
 * Kept out of the shop's bundles: only the admin's lazily loaded screens import this file. The
 * Payload collection's field validators are built from the field schemas below
 * (collections/Products/index.ts), so /cms says the same too.
 */

const STOCK_MESSAGE = 'Stock must be a whole number of 0 or more'
/** The units of one size. */
export const sizeStockSchema = z.number({ error: STOCK_MESSAGE }).int({ error: STOCK_MESSAGE }).min(0, { error: STOCK_MESSAGE }).max(1_000_000, { error: 'Stock must be at most 1,000,000' })

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

const PRODUCT_NAME_REQUIRED = 'Product name is required'
const PRODUCT_IMAGE_REQUIRED = 'Product image is required'
const PRICE_REQUIRED = 'Price is required'
const PRICE_MESSAGE = 'Price must be a non-negative amount with at most 2 decimals'
const FAIR_MARKET_VALUE_MESSAGE = 'Fair market value must be a non-negative amount with at most 2 decimals, or empty'
export const FAIR_MARKET_VALUE_ABOVE_PRICE = 'Fair market value must not be above the price (leave it empty when the item sells at its value)'

const COUNT_MESSAGE = 'Stock must be a whole number of 0 or more, or left empty when the product is not counted'
/** The count of a product without sizes (issue 13): a whole number, or null = not counted. */
export const unsizedStockSchema = z
  .number({ error: COUNT_MESSAGE })
  .int({ error: COUNT_MESSAGE })
  .min(0, { error: COUNT_MESSAGE })
  .max(1_000_000, { error: 'Stock must be at most 1,000,000' })
  .nullable()
const EXPECTED_COUNT_MESSAGE = 'expectedStock must be the count the editor started from: a whole number, or null when it was not counted'
/** The count the editor started from: compare-and-set, as expectedSizeInventory is for sizes. */
const expectedStock = z.number({ error: EXPECTED_COUNT_MESSAGE }).int({ error: EXPECTED_COUNT_MESSAGE }).min(0, { error: EXPECTED_COUNT_MESSAGE }).nullable().optional()
const SIZED_STOCK_MESSAGE = 'A product with sizes is counted per size (sizeInventory): leave stock empty'

/** A price in dollars (a number, or the form's text), read as integer cents: from $0.50 (Stripe's minimum charge) to $1,000,000. */
export const priceSchema = z
  .union([z.number(), z.string()], { error: PRICE_MESSAGE })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: PRICE_REQUIRED })
      return z.NEVER
    }
    const cents = toCents(value)
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE })
      return z.NEVER
    }
    if (cents < MIN_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', message: PRICE_MINIMUM_MESSAGE })
      return z.NEVER
    }
    if (cents > 100_000_000) {
      ctx.addIssue({ code: 'custom', message: 'Price must be at most $1,000,000' })
      return z.NEVER
    }
    return cents
  })

/** The message for a size named twice, or null: the product form's sizes and the panel's stock rows alike. */
export function repeatedSizeMessage(sizes: readonly string[]): string | null {
  const seen = new Set<string>()
  for (const size of sizes) {
    if (seen.has(size)) return `Size ${size} is listed twice`
    seen.add(size)
  }
  return null
}

/** Product rules: every field message is one a volunteer can act on. */
export const productInputSchema = z
  .object({
    name: z.string({ error: PRODUCT_NAME_REQUIRED }).trim().min(1, { error: PRODUCT_NAME_REQUIRED }).max(200, { error: 'Product name must be at most 200 characters' }),
    description: z.string({ error: 'Description must be text' }).max(5000, { error: 'Description must be at most 5000 characters' }).nullish(),
    price: priceSchema,
    /**
     * Issue 27: what the item is worth when it sells above it (a gala shirt at $50 worth $15), in
     * cents; null or "" = the price. Left out of a PUT: unchanged.
     */
    fairMarketValue: z
      .union([z.number(), z.string(), z.null()], { error: FAIR_MARKET_VALUE_MESSAGE })
      .transform((value, ctx) => {
        if (value === null || (typeof value === 'string' && value.trim() === '')) return null
        const cents = toCents(value)
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: FAIR_MARKET_VALUE_MESSAGE })
          return z.NEVER
        }
        return cents
      })
      .optional(),
    image: z.string({ error: PRODUCT_IMAGE_REQUIRED }).trim().min(1, { error: PRODUCT_IMAGE_REQUIRED }).max(2048),
    sizes: z.array(z.enum(SIZE_OPTIONS, { error: `Sizes must be chosen from ${SIZE_OPTIONS.join(', ')}` }), { error: 'Sizes must be a list' }).max(SIZE_OPTIONS.length).default([]),
    sizeInventory: z.record(z.string(), sizeStockSchema, { error: 'Inventory must map sizes to stock' }).default({}),
    expectedSizeInventory,
    /** Without sizes: the units on hand, or null (not counted). Left out of a PUT: unchanged. */
    stock: unsizedStockSchema.optional(),
    expectedStock,
  })
  .superRefine((input, ctx) => {
    if (typeof input.fairMarketValue === 'number' && input.fairMarketValue > input.price) {
      ctx.addIssue({ code: 'custom', path: ['fairMarketValue'], message: FAIR_MARKET_VALUE_ABOVE_PRICE })
    }
    if (input.sizes.length > 0 && typeof input.stock === 'number') ctx.addIssue({ code: 'custom', path: ['stock'], message: SIZED_STOCK_MESSAGE })
    const repeated = repeatedSizeMessage(input.sizes)
    if (repeated) ctx.addIssue({ code: 'custom', path: ['sizes'], message: repeated })
    for (const size of Object.keys(input.sizeInventory)) {
      if (!input.sizes.includes(size as never)) ctx.addIssue({ code: 'custom', path: ['sizeInventory', size], message: `Stock is given for size ${size}, which is not one of the chosen sizes` })
    }
  })

/** The request as the form sends it (price in dollars) … */
export type ProductRequest = z.input<typeof productInputSchema>
/** … and as the router reads it (price in integer cents). */
export type ProductInput = z.infer<typeof productInputSchema>

export const inventoryInputSchema = z
  .object({
    sizeInventory: z.record(z.string(), sizeStockSchema, { error: 'Inventory must map sizes to stock' }).optional(),
    expectedSizeInventory,
    stock: unsizedStockSchema.optional(),
    expectedStock,
  })
  .superRefine((input, ctx) => {
    if (input.sizeInventory === undefined && input.stock === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sizeInventory'], message: 'Send sizeInventory (a product with sizes) or stock (a product without)' })
    }
    if (!input.expectedSizeInventory || !input.sizeInventory) return
    for (const size of Object.keys(input.sizeInventory)) {
      if (input.expectedSizeInventory[size] === undefined) {
        ctx.addIssue({ code: 'custom', path: ['expectedSizeInventory', size], message: `expectedSizeInventory must give the count of ${size} the editor started from` })
      }
    }
  })
