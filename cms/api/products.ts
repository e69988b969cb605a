import { Router } from 'express'
import type { Payload } from 'payload'

import { PRODUCT_IMAGE_MAX_BYTES } from '../../shared/images'
import { productCache } from '../catalog/productCache'
import { inventoryInputSchema, type ProductInput, productInputSchema, stockRows } from '../catalog/productSchemas'
import { isDocumentId } from '../db/ids'
import { badRequest, notFound } from '../http/errors'
import { requireAdmin } from '../http/session'
import { parseBody } from '../http/validate'
import type { Product } from '../payload-types'
import { serializeProduct } from '../serialize/product'
import type { StockLedger } from '../stock/stockLedger'
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

  router.put('/:id', requireAdmin(payload), async (req, res) => {
    const existing = await findProduct(payload, String(req.params.id))
    const input = parseBody(productInputSchema, req.body)
    const updated = await payload.update({ collection: 'products', id: existing.id, data: await productData(input), depth: 1, overrideAccess: true })
    res.json(serializeProduct(updated))
  })

  router.patch('/:id/inventory', requireAdmin(payload), async (req, res) => {
    const product = await findProduct(payload, String(req.params.id))
    const { sizeInventory } = parseBody(inventoryInputSchema, req.body)
    const offered = new Set((product.stock ?? []).map((row) => row.size))
    const unknown = Object.keys(sizeInventory).filter((size) => !offered.has(size as never))
    if (unknown.length > 0) throw badRequest(`${product.name} does not come in size ${unknown.join(', ')}`)
    // Row by row in the database, so orders taking stock at the same moment are never lost.
    await stock.setStock(String(product.id), sizeInventory)
    productCache.invalidate()
    res.json(serializeProduct(await findProduct(payload, String(product.id))))
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

async function findProduct(payload: Payload, id: string): Promise<Product> {
  if (!isDocumentId(id)) throw notFound('Product not found')
  const product = await payload.findByID({ collection: 'products', id, depth: 1, disableErrors: true, overrideAccess: true })
  if (!product) throw notFound('Product not found')
  return product
}
