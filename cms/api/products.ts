import { createHash } from 'node:crypto'
import { Router } from 'express'
import type { Payload } from 'payload'

import { productCache } from '../catalog/productCache'
import { serializeProduct } from '../serialize/product'
import type { ApiDeps } from './deps'

/** Every product, oldest first (the order they were added), as spec §3 shapes them. */
export async function listProducts(payload: Payload) {
  const { docs } = await payload.find({ collection: 'products', depth: 1, pagination: false, sort: 'createdAt' })
  return docs.map(serializeProduct)
}

/** The product list as JSON text, from the in-memory cache when fresh. */
export async function productListBody(payload: Payload): Promise<{ body: string; etag: string }> {
  const cached = productCache.get()
  if (cached) return cached
  const generation = productCache.currentGeneration()
  const body = JSON.stringify(await listProducts(payload))
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  productCache.set(body, etag, generation)
  return { body, etag }
}

export function productsRouter({ payload }: ApiDeps): Router {
  const router = Router()
  router.get('/', async (req, res) => {
    const { body, etag } = await productListBody(payload)
    // Browsers revalidate every time (stock changes); an unchanged list costs a 304.
    res.setHeader('Cache-Control', 'no-cache')
    res.setHeader('ETag', etag)
    if (req.get('if-none-match') === etag) {
      res.status(304).end()
      return
    }
    res.type('application/json').send(body)
  })
  return router
}
