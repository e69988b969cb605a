import type { Payload } from 'payload'
import type { z } from 'zod'

import type { inventoryInputSchema } from '@shared/productRules'
import { InvalidInput } from '../errors/shopErrors'
import type { Product } from '../payload-types'
import { planCountEdit, planInventoryEdit, type StockCounts, withCount } from '../stock/planStockEdit'
import type { StockLedger } from '../stock/stockLedger'
import { editedProduct } from './editedProduct'

/** Sets a product's stock only: per size for a product with sizes, one count otherwise. */
export async function setProductInventory(
  payload: Payload,
  stock: StockLedger,
  product: Product,
  input: z.infer<typeof inventoryInputSchema>,
  actor: string,
): Promise<Product> {
  const { sizeInventory, expectedSizeInventory, stock: count, expectedStock } = input
  const offered = new Set((product.stock ?? []).map((row) => row.size))
  const unknown = Object.keys(sizeInventory ?? {}).filter((size) => !offered.has(size as never))
  if (unknown.length > 0) throw new InvalidInput(`${product.name} does not come in size ${unknown.join(', ')}`)
  if (count !== undefined && offered.size > 0) throw new InvalidInput(`${product.name} comes in sizes: send its stock per size (sizeInventory)`)
  const outcome = await stock.editProduct(
    String(product.id),
    (current, stored) =>
      withCount(
        planInventoryEdit(current, (sizeInventory ?? {}) as StockCounts, (expectedSizeInventory as StockCounts) ?? null),
        // The size rows may have appeared meanwhile: then this count is not the product's any more.
        Object.keys(current).length > 0 && count !== undefined ? { kind: 'conflict', conflicts: [`${product.name} now comes in sizes`] } : planCountEdit(stored, count, expectedStock),
      ),
    { reason: 'edit', actor },
  )
  return editedProduct(payload, String(product.id), outcome)
}
