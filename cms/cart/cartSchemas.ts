import { z } from 'zod'

import { SIZE_OPTIONS } from '../../shared/sizes'

/** Largest quantity of one line; a shop this size never sells more of one thing at once. */
export const MAX_LINE_QUANTITY = 99

export const quantitySchema = z
  .number({ error: 'Quantity must be a whole number from 1 to 99' })
  .int({ error: 'Quantity must be a whole number from 1 to 99' })
  .min(1, { error: 'Quantity must be a whole number from 1 to 99' })
  .max(MAX_LINE_QUANTITY, { error: 'Quantity must be a whole number from 1 to 99' })

export const sizeSchema = z.enum(SIZE_OPTIONS, { error: 'Unknown size' }).nullish()

export const productIdSchema = z.string({ error: 'productId is required' }).min(1, { error: 'productId is required' }).max(64, { error: 'Product not found' })

export const addToCartSchema = z.object({
  productId: productIdSchema,
  quantity: quantitySchema.default(1),
  size: sizeSchema,
})

export const updateCartLineSchema = z.object({ quantity: quantitySchema })
