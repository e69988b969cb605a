import { z } from 'zod'

import { LINE_QUANTITY_MESSAGE, MAX_LINE_QUANTITY } from '@shared/lineQuantity'
import { SIZE_OPTIONS } from '@shared/sizes'

export const quantitySchema = z
  .number({ error: LINE_QUANTITY_MESSAGE })
  .int({ error: LINE_QUANTITY_MESSAGE })
  .min(1, { error: LINE_QUANTITY_MESSAGE })
  .max(MAX_LINE_QUANTITY, { error: LINE_QUANTITY_MESSAGE })

export const sizeSchema = z.enum(SIZE_OPTIONS, { error: 'Unknown size' }).nullish()

export const productIdSchema = z.string({ error: 'productId is required' }).min(1, { error: 'productId is required' }).max(64, { error: 'Product not found' })

export const addToCartSchema = z.object({
  productId: productIdSchema,
  quantity: quantitySchema.default(1),
  size: sizeSchema,
})

export const updateCartLineSchema = z.object({ quantity: quantitySchema })
