import { Router } from 'express'
import type { Payload } from 'payload'

import { PRODUCT_IMAGE_MAX_BYTES } from '../../shared/images'
import { productCache } from '../catalog/productCache'
import { inventoryInputSchema, type ProductInput, productInputSchema, stockRows } from '../catalog/productSchemas'
import { isDocumentId } from '../db/ids'
import { badRequest, conflict, notFound } from '../http/errors'
import { requireAdmin } from '../http/session'
import { parseBody } from '../http/validate'
import type { Product } from '../payload-types'
import { serializeProduct } from '../serialize/product'
import { conflictMessage, planInventoryEdit, planProductEdit, type StockCounts } from '../stock/planStockEdit'
import type { EditOutcome, StockLedger } from '../stock/stockLedger'
import { resolveImage } from '../uploads/resolveImage'
import type { ApiDeps } from './deps'

/**
 * Administrators add products, edit them and set stock. Everyone reads the catalogue through
 * GET /api/products, which is served before Express from the in-memory catalogue (http/fastPaths.ts).
 */
export function productsRouter({ payload, env }: ApiDeps, stock: StockLedger): Router {
  const router = Router()

  router.post('/', requireAdmin(payload), async (req, res) => {
    const input = parseBody(productInputSchema, req.body)
    const created = await payload.create({ collection: 'products', data: await productData(input), depth: 1, overrideAccess: true })
    res.status(201).json(serializeProduct(created))
  })

  // Stock is compare-and-set when the editor says what it started from (expectedSizeInventory),
  // absolute otherwise; either way it is written by the stock ledger, all sizes or none.
  router.put('/:id', requireAdmin(payload), async (req, res) => {
    const existing = await findProduct(payload, String(req.params.id))
    const input = parseBody(productInputSchema, req.body)
    const image = await resolveImage(payload, env.payloadSecret, input.image, PRODUCT_IMAGE_MAX_BYTES, 'Product image')
    const outcome = await stock.editProduct(
      String(existing.id),
      (current) => planProductEdit(current, input.sizes, input.sizeInventory as StockCounts, (input.expectedSizeInventory as StockCounts) ?? null),
      { name: input.name, description: input.description ?? null, price: input.price / 100, imageId: String(image.id) },
    )
    res.json(await afterEdit(payload, String(existing.id), outcome))
  })

  router.patch('/:id/inventory', requireAdmin(payload), async (req, res) => {
    const product = await findProduct(payload, String(req.params.id))
    const { sizeInventory, expectedSizeInventory } = parseBody(inventoryInputSchema, req.body)
    const offered = new Set((product.stock ?? []).map((row) => row.size))
    const unknown = Object.keys(sizeInventory).filter((size) => !offered.has(size as never))
    if (unknown.length > 0) throw badRequest(`${product.name} does not come in size ${unknown.join(', ')}`)
    const outcome = await stock.editProduct(String(product.id), (current) =>
      planInventoryEdit(current, sizeInventory as StockCounts, (expectedSizeInventory as StockCounts) ?? null),
    )
    res.json(await afterEdit(payload, String(product.id), outcome))
  })

  async function productData(input: ProductInput) {
    const image = await resolveImage(payload, env.payloadSecret, input.image, PRODUCT_IMAGE_MAX_BYTES, 'Product image')
    return {
      name: input.name,
      description: input.description ?? null,
      price: input.price / 100,
      image: image.id,
      stock: stockRows(input.sizes, input.sizeInventory),
    }
  }

  return router
}

/** The saved product, or the 409 that says what changed meanwhile (spec §8 shows its message). */
async function afterEdit(payload: Payload, id: string, outcome: EditOutcome) {
  if (outcome.kind === 'not-found') throw notFound('Product not found')
  if (outcome.kind === 'conflict') throw conflict(conflictMessage(outcome.conflicts), { sizeInventory: outcome.current })
  productCache.invalidate()
  return serializeProduct(await findProduct(payload, id))
}

async function findProduct(payload: Payload, id: string): Promise<Product> {
  if (!isDocumentId(payload.db, id)) throw notFound('Product not found')
  const product = await payload.findByID({ collection: 'products', id, depth: 1, disableErrors: true, overrideAccess: true })
  if (!product) throw notFound('Product not found')
  return product
}
