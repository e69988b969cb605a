import type { Payload } from 'payload'

import { NotFound, ProductChanged } from '../errors/shopErrors'
import type { Product } from '../payload-types'
import { conflictMessage } from '../stock/planStockEdit'
import type { EditOutcome } from '../stock/stockLedger'
import { findProduct } from './findProduct'
import { productCache } from './productCache'

/** The saved product, or ProductChanged, which says what changed meanwhile (the admin screen shows its message). */
export async function editedProduct(payload: Payload, id: string, outcome: EditOutcome): Promise<Product> {
  if (outcome.kind === 'not-found') throw new NotFound('Product not found')
  if (outcome.kind === 'conflict') throw new ProductChanged(conflictMessage(outcome.conflicts), { sizeInventory: outcome.current, stock: outcome.count })
  productCache.invalidate()
  return findProduct(payload, id)
}
