import { Router } from 'express'
import type { Payload } from 'payload'

import { LINE_QUANTITY_MESSAGE, MAX_LINE_QUANTITY } from '../../shared/lineQuantity'
import { addToCartSchema, updateCartLineSchema } from '../cart/cartSchemas'
import { checkLine } from '../cart/checkLine'
import { accountAnswers } from '../cache/accountAnswers'
import { catalog } from '../catalog/catalog'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { isDocumentId } from '../db/ids'
import { badRequest, notFound } from '../http/errors'
import { requireUser, sessionUser } from '../http/session'
import { parseBody } from '../http/validate'
import type { Cart, Product } from '../payload-types'
import { serializeCartItem } from '../serialize/cartItem'
import type { ApiDeps } from './deps'

/** The signed-in customer's server cart (spec §4). Every line is the owner's alone. */
export function cartRouter({ payload }: ApiDeps): Router {
  const router = Router()
  router.use(requireUser(payload))

  router.get('/', async (req, res) => {
    const user = await sessionUser(payload, req)
    res.setHeader('Cache-Control', 'no-store')
    const stamp = accountAnswers.stamp()
    const [lines, catalogue] = await Promise.all([cartLines(payload, String(user.id)), catalog(payload)])
    const answer = lines.map((line) => serializeCartItem(line, catalogue.byId))
    accountAnswers.set('/api/cart', String(user.id), stamp, answer, catalogue)
    res.json(answer)
  })

  router.post('/', async (req, res) => {
    const user = await sessionUser(payload, req)
    const { productId, quantity, size } = parseBody(addToCartSchema, req.body)
    const product = await findProduct(payload, productId)
    const lineSize = checkLine(product, size, quantity)
    const lineKey = `${user.id}:${product.id}:${lineSize ?? ''}`

    const existing = await findLineByKey(payload, lineKey)
    if (existing) {
      res.json(await raiseQuantity(payload, existing, product, quantity))
      return
    }
    try {
      const created = await payload.create({
        collection: 'carts',
        data: { user: user.id, product: product.id, size: lineSize, quantity, lineKey },
        depth: 0,
        overrideAccess: true,
      })
      res.status(201).json(serializeCartItem(created, (await catalog(payload)).byId))
    } catch (err) {
      // Two adds of the same line at once: the second one raises the line the first one made.
      if (!isUniqueViolation(err)) throw err
      const line = await findLineByKey(payload, lineKey)
      if (!line) throw err
      res.json(await raiseQuantity(payload, line, product, quantity))
    }
  })

  router.patch('/:id', async (req, res) => {
    const user = await sessionUser(payload, req)
    const { quantity } = parseBody(updateCartLineSchema, req.body)
    const line = await findOwnLine(payload, req.params.id, String(user.id))
    const product = await findProduct(payload, String(typeof line.product === 'object' ? line.product?.id : line.product))
    checkLine(product, (line.size as never) ?? null, quantity)
    const updated = await payload.update({ collection: 'carts', id: line.id, data: { quantity }, depth: 0, overrideAccess: true })
    res.json(serializeCartItem(updated, (await catalog(payload)).byId))
  })

  router.delete('/:id', async (req, res) => {
    const user = await sessionUser(payload, req)
    const line = await findOwnLine(payload, req.params.id, String(user.id))
    await payload.delete({ collection: 'carts', id: line.id, overrideAccess: true })
    res.json({ ok: true })
  })

  return router
}

export async function cartLines(payload: Payload, userId: string): Promise<Cart[]> {
  const { docs } = await payload.find({
    collection: 'carts',
    where: { user: { equals: userId } },
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs
}

export async function clearCart(payload: Payload, userId: string): Promise<void> {
  await payload.delete({ collection: 'carts', where: { user: { equals: userId } }, overrideAccess: true })
}

async function findProduct(payload: Payload, productId: string): Promise<Product> {
  if (!isDocumentId(payload.db, productId)) throw notFound('Product not found')
  const product = await payload.findByID({ collection: 'products', id: productId, depth: 1, disableErrors: true, overrideAccess: true })
  if (!product) throw notFound('Product not found')
  return product
}

async function findLineByKey(payload: Payload, lineKey: string): Promise<Cart | null> {
  const { docs } = await payload.find({ collection: 'carts', where: { lineKey: { equals: lineKey } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/** Another customer's line answers exactly like a missing one. */
async function findOwnLine(payload: Payload, id: string, userId: string): Promise<Cart> {
  if (!isDocumentId(payload.db, id)) throw notFound('Cart item not found')
  const { docs } = await payload.find({
    collection: 'carts',
    where: { and: [{ id: { equals: id } }, { user: { equals: userId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw notFound('Cart item not found')
  return docs[0]
}

async function raiseQuantity(payload: Payload, line: Cart, product: Product, by: number) {
  const quantity = line.quantity + by
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(LINE_QUANTITY_MESSAGE)
  checkLine(product, (line.size as never) ?? null, quantity)
  const updated = await payload.update({ collection: 'carts', id: line.id, data: { quantity }, depth: 0, overrideAccess: true })
  return serializeCartItem(updated, (await catalog(payload)).byId)
}
