import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { inventoryInputSchema, productInputSchema } from '@shared/productRules'
import { requireAdmin } from '../access/requireAdmin'
import { allProducts } from '../catalog/allProducts'
import { createProduct } from '../catalog/createProduct'
import { deleteProduct } from '../catalog/deleteProduct'
import { editProduct } from '../catalog/editProduct'
import { findProduct } from '../catalog/findProduct'
import { setProductInventory } from '../catalog/setProductInventory'
import { setProductVisibility } from '../catalog/setProductVisibility'
import { expressRead, type ReadRoute } from '../http/readRoutes'
import { sessionUser } from '../http/session'
import { parseBody } from '../http/validate'
import type { Product } from '../payload-types'
import { serializeAdminProduct } from '../serialize/product'
import { readStockHistory } from '../stock/readStockHistory'
import type { StockLedger } from '../stock/stockLedger'
import { restockWaiting } from '../restock/restockWaiting'
import type { ApiDeps } from './deps'

const visibilitySchema = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) })

/**
 * Everyone reads the catalogue (GET /api/products: the shop's products, hidden ones left out, from
 * the in-memory catalogue, with an ETag; the fast path answers the same route before Express, see
 * cms/http/readRoutes.ts). Administrators add products, edit them, set stock, hide and delete them,
 * and read every product, hidden ones too, at GET /api/admin/products (adminProductsRouter).
 */
export function productsRouter({ payload, env }: ApiDeps, stock: StockLedger, catalogue: ReadRoute): Router {
  const router = Router()
  const admin = requireAdmin(payload)

  router.get('/', expressRead(catalogue))

  router.post('/', admin, async (req, res) => {
    const input = parseBody(productInputSchema, req.body)
    const { username } = await sessionUser(payload, req)
    res.status(201).json(serializeAdminProduct(await createProduct(payload, env.payloadSecret, input, username)))
  })

  router.put('/:id', admin, async (req, res) => {
    const existing = await findProduct(payload, String(req.params.id))
    const input = parseBody(productInputSchema, req.body)
    const { username } = await sessionUser(payload, req)
    res.json(await adminAnswer(payload, await editProduct(payload, env.payloadSecret, stock, existing, input, username)))
  })

  router.patch('/:id/inventory', admin, async (req, res) => {
    const product = await findProduct(payload, String(req.params.id))
    const input = parseBody(inventoryInputSchema, req.body)
    const { username } = await sessionUser(payload, req)
    res.json(await adminAnswer(payload, await setProductInventory(payload, stock, product, input, username)))
  })

  router.patch('/:id/visibility', admin, async (req, res) => {
    const product = await findProduct(payload, String(req.params.id))
    const { hidden } = parseBody(visibilitySchema, req.body)
    res.json(await adminAnswer(payload, await setProductVisibility(payload, product, hidden)))
  })

  router.delete('/:id', admin, async (req, res) => {
    const product = await findProduct(payload, String(req.params.id))
    await deleteProduct(payload, product)
    res.json({ id: String(product.id), deleted: true })
  })

  return router
}

/**
 * GET /api/admin/products: every product, hidden ones too, oldest first like the shop, with how many
 * shoppers wait for each sold-out size. GET /api/admin/products/{id}/stock-history: its stock history.
 */
export function adminProductsRouter({ payload }: ApiDeps): Router {
  const router = Router()
  router.use(requireAdmin(payload))
  router.get('/', async (_req, res) => {
    const [products, waiting] = await Promise.all([allProducts(payload), restockWaiting(payload)])
    res.setHeader('Cache-Control', 'no-store')
    res.json(products.map((product) => serializeAdminProduct(product, waiting.get(String(product.id)))))
  })
  router.get('/:id/stock-history', async (req, res) => {
    const product = await findProduct(payload, String(req.params.id))
    const cursor = typeof req.query.cursor === 'string' && req.query.cursor !== '' ? req.query.cursor : undefined
    res.setHeader('Cache-Control', 'no-store')
    res.json(await readStockHistory(payload, String(product.id), cursor))
  })
  return router
}

/** A product as /admin/products shows it, with the shoppers waiting for its sizes. */
async function adminAnswer(payload: Payload, product: Product) {
  const waiting = await restockWaiting(payload, String(product.id))
  return serializeAdminProduct(product, waiting.get(String(product.id)))
}
