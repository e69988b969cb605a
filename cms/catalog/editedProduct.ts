import type { Payload } from 'payload'

import { conflict, notFound } from '../http/errors'
import type { Product } from '../payload-types'
import { conflictMessage } from '../stock/planStockEdit'
import type { EditOutcome } from '../stock/stockLedger'
import { findProduct } from './findProduct'
import { productCache } from './productCache'

/** The saved product, or the 409 that says what changed meanwhile (the admin screen shows its message). */
export async function editedProduct(payload: Payload, id: string, outcome: EditOutcome): Promise<Product> {
  if (outcome.kind === 'not-found') throw notFound('Product not found')
  if (outcome.kind === 'conflict') throw conflict(conflictMessage(outcome.conflicts), { sizeInventory: outcome.current, stock: outcome.count })
  productCache.invalidate()
  return findProduct(payload, id)
}
