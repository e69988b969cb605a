import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { PRODUCT_IMAGE_MAX_BYTES } from '@shared/images'
import { inventoryInputSchema, type ProductInput, productInputSchema } from '@shared/productRules'
import { requireAdmin } from '../access/requireAdmin'
import { findProduct } from '../catalog/findProduct'
import { productCache } from '../catalog/productCache'
import { stockRows } from '../catalog/stockRows'
import { badRequest, conflict, notFound } from '../http/errors'
import { parseBody } from '../http/validate'
import { serializeAdminProduct } from '../serialize/product'
import { conflictMessage, planCountEdit, planInventoryEdit, planProductEdit, type StockCounts, withCount } from '../stock/planStockEdit'
import type { EditOutcome, StockLedger } from '../stock/stockLedger'
import { resolveImage } from '../uploads/resolveImage'
import type { ApiDeps } from './deps'

const visibilitySchema = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) })

/**
 * Administrators add products, edit them, set stock, hide and delete them. Everyone reads the
 * catalogue through GET /api/products, which is served before Express from the in-memory
 * catalogue (http/fastPaths.ts); administrators read every product, hidden ones too, at
 * GET /api/admin/products (adminProductsRouter).
 */
export function productsRouter({ payload, env }: ApiDeps, stock: StockLedger): Router {
  const router = Router()
  const admin = requireAdmin(payload)

  router.post('/', admin, async (req, res) => {
    const input = parseBody(productInputSchema, req.body)
    const created = await payload.create({ collection: 'products', data: await productData(input), depth: 1, overrideAccess: true })
    res.status(201).json(serializeAdminProduct(created))
  })

  // Stock is compare-and-set when the editor says what it started from (expectedSizeInventory,
  // expectedStock), absolute otherwise; either way it is written by the stock ledger, all or nothing.
  router.put('/:id', admin, async (req, res) => {
    const existing = await findProduct(payload, String(req.params.id))
    const input = parseBody(productInputSchema, req.body)
    const image = await resolveImage(payload, env.payloadSecret, input.image, PRODUCT_IMAGE_MAX_BYTES, 'Product image')
    // A product with sizes is counted per size: its own count stops (units are never put back by it).
    const nextCount = input.sizes.length > 0 ? null : input.stock
    const outcome = await stock.editProduct(
      String(existing.id),
      (current, count) =>
        withCount(
          planProductEdit(current, input.sizes, input.sizeInventory as StockCounts, (input.expectedSizeInventory as StockCounts) ?? null),
          planCountEdit(count, nextCount, input.expectedStock),
        ),
      { name: input.name, description: input.description ?? null, price: input.price / 100, imageId: String(image.id) },
    )
    res.json(await afterEdit(payload, String(existing.id), outcome))
  })

  router.patch('/:id/inventory', admin, async (req, res) => {
    const product = await findProduct(payload, String(req.params.id))
    const { sizeInventory, expectedSizeInventory, stock: count, expectedStock } = parseBody(inventoryInputSchema, req.body)
    const offered = new Set((product.stock ?? []).map((row) => row.size))
    const unknown = Object.keys(sizeInventory ?? {}).filter((size) => !offered.has(size as never))
    if (unknown.length > 0) throw badRequest(`${product.name} does not come in size ${unknown.join(', ')}`)
    if (count !== undefined && offered.size > 0) throw badRequest(`${product.name} comes in sizes: send its stock per size (sizeInventory)`)
    const outcome = await stock.editProduct(String(product.id), (current, stored) =>
      withCount(
        planInventoryEdit(current, (sizeInventory ?? {}) as StockCounts, (expectedSizeInventory as StockCounts) ?? null),
        // The size rows may have appeared meanwhile: then this count is not the product's any more.
        Object.keys(current).length > 0 && count !== undefined ? { kind: 'conflict', conflicts: [`${product.name} now comes in sizes`] } : planCountEdit(stored, count, expectedStock),
      ),
    )
    res.json(await afterEdit(payload, String(product.id), outcome))
  })

  // Hide or show again (issue 17): a hidden product leaves the shop but stays in orders and carts.
  router.patch('/:id/visibility', admin, async (req, res) => {
    const product = await findProduct(payload, String(req.params.id))
    const { hidden } = parseBody(visibilitySchema, req.body)
    const updated = await payload.update({ collection: 'products', id: product.id, data: { hidden }, depth: 1, overrideAccess: true })
    productCache.invalidate()
    res.json(serializeAdminProduct(updated))
  })

  // Deleting: its cart lines go (collections/Products/hooks/removeFromCarts.ts); orders keep their
  // own copy of what was bought; the photo stays in the media library.
  router.delete('/:id', admin, async (req, res) => {
    const product = await findProduct(payload, String(req.params.id))
    await payload.delete({ collection: 'products', id: product.id, overrideAccess: true })
    productCache.invalidate()
    res.json({ id: String(product.id), deleted: true })
  })

  async function productData(input: ProductInput) {
    const image = await resolveImage(payload, env.payloadSecret, input.image, PRODUCT_IMAGE_MAX_BYTES, 'Product image')
    return {
      name: input.name,
      description: input.description ?? null,
      price: input.price / 100,
      image: image.id,
      stock: stockRows(input.sizes, input.sizeInventory),
      stockCount: input.sizes.length > 0 ? null : (input.stock ?? null),
    }
  }

  return router
}

/** GET /api/admin/products: every product, hidden ones too, oldest first like the shop. */
export function adminProductsRouter({ payload }: ApiDeps): Router {
  const router = Router()
  router.use(requireAdmin(payload))
  router.get('/', async (_req, res) => {
    const { docs } = await payload.find({ collection: 'products', depth: 1, pagination: false, sort: 'createdAt', overrideAccess: true })
    res.setHeader('Cache-Control', 'no-store')
    res.json(docs.map(serializeAdminProduct))
  })
  return router
}

/** The saved product, or the 409 that says what changed meanwhile (the admin screen shows its message). */
async function afterEdit(payload: Payload, id: string, outcome: EditOutcome) {
  if (outcome.kind === 'not-found') throw notFound('Product not found')
  if (outcome.kind === 'conflict') throw conflict(conflictMessage(outcome.conflicts), { sizeInventory: outcome.current, stock: outcome.count })
  productCache.invalidate()
  return serializeAdminProduct(await findProduct(payload, id))
}
