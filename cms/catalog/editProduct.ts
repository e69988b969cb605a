import type { Payload } from 'payload'

import { PRODUCT_IMAGE_MAX_BYTES } from '@shared/images'
import type { ProductInput } from '@shared/productRules'
import type { Product } from '../payload-types'
import { planCountEdit, planProductEdit, type StockCounts, withCount } from '../stock/planStockEdit'
import type { StockLedger } from '../stock/stockLedger'
import { resolveImage } from '../uploads/resolveImage'
import { editedProduct } from './editedProduct'

/**
 * Saves the product form. Stock is compare-and-set when the editor says what it started from
 * (expectedSizeInventory, expectedStock), absolute otherwise; either way it is written by the
 * stock ledger, all or nothing, together with the product's own fields.
 */
export async function editProduct(payload: Payload, payloadSecret: string, stock: StockLedger, existing: Product, input: ProductInput, actor: string): Promise<Product> {
  const image = await resolveImage(payload, payloadSecret, input.image, PRODUCT_IMAGE_MAX_BYTES, 'Product image')
  // A product with sizes is counted per size: its own count stops (units are never put back by it).
  const nextCount = input.sizes.length > 0 ? null : input.stock
  const outcome = await stock.editProduct(
    String(existing.id),
    (current, count) =>
      withCount(
        planProductEdit(current, input.sizes, input.sizeInventory as StockCounts, (input.expectedSizeInventory as StockCounts) ?? null),
        planCountEdit(count, nextCount, input.expectedStock),
      ),
    { reason: 'edit', actor },
    {
      name: input.name,
      description: input.description ?? null,
      price: input.price / 100,
      fairMarketValue: input.fairMarketValue === undefined ? (existing.fairMarketValue ?? null) : input.fairMarketValue === null ? null : input.fairMarketValue / 100,
      imageId: String(image.id),
    },
  )
  return editedProduct(payload, String(existing.id), outcome)
}
