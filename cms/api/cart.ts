import { Router } from 'express'

import { requireUser } from '../access/requireUser'
import { accountAnswers } from '../cache/accountAnswers'
import { addCartLine } from '../cart/addCartLine'
import { addToCartSchema, updateCartLineSchema } from '../cart/cartSchemas'
import { cartLines } from '../cart/cartLines'
import { removeCartLine } from '../cart/removeCartLine'
import { setLineQuantity } from '../cart/setLineQuantity'
import { catalog } from '../catalog/catalog'
import { jsonAnswer, sendAnswer } from '../http/readRoutes'
import { sessionUser } from '../http/session'
import { parseBody } from '../http/validate'
import { serializeCartItem } from '../serialize/cartItem'
import type { ApiDeps } from './deps'

/** The signed-in customer's server cart. Every line is the owner's alone. */
export function cartRouter({ payload }: ApiDeps): Router {
  const router = Router()
  router.use(requireUser(payload))

  router.get('/', async (req, res) => {
    const user = await sessionUser(payload, req)
    const stamp = accountAnswers.stamp()
    const [lines, catalogue] = await Promise.all([cartLines(payload, String(user.id)), catalog(payload)])
    const answer = lines.map((line) => serializeCartItem(line, catalogue.byId))
    accountAnswers.set('/api/cart', String(user.id), stamp, answer, catalogue)
    // Written as the fast path writes the same read from memory (cms/http/readRoutes.ts).
    sendAnswer(req, res, jsonAnswer(answer, 'no-store'))
  })

  router.post('/', async (req, res) => {
    const user = await sessionUser(payload, req)
    const { line, created } = await addCartLine(payload, user.id, parseBody(addToCartSchema, req.body))
    res.status(created ? 201 : 200).json(serializeCartItem(line, (await catalog(payload)).byId))
  })

  router.patch('/:id', async (req, res) => {
    const user = await sessionUser(payload, req)
    const { quantity } = parseBody(updateCartLineSchema, req.body)
    const updated = await setLineQuantity(payload, String(user.id), req.params.id, quantity)
    res.json(serializeCartItem(updated, (await catalog(payload)).byId))
  })

  router.delete('/:id', async (req, res) => {
    const user = await sessionUser(payload, req)
    await removeCartLine(payload, String(user.id), req.params.id)
    res.json({ ok: true })
  })

  return router
}
