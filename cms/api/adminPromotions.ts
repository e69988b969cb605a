import { Router } from 'express'
import type { Payload } from 'payload'

import { type PromotionInput, promoCodeKey, promotionInputSchema, serializePromotion } from '@shared/promotions'
import { requireAdmin } from '../access/requireAdmin'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { promotionRecord } from '../checkout/findPromotion'
import { conditionalUpdate } from '../db/conditionalUpdate'
import { isDocumentId } from '../db/ids'
import { badRequest, notFound } from '../http/errors'
import { parseBody } from '../http/validate'
import type { Promotion } from '../payload-types'
import type { ApiDeps } from './deps'

const CODE_TAKEN = 'This code exists already'
/** Said to a volunteer whose screen still shows a code deleted elsewhere. */
const PROMOTION_GONE = 'This promo code no longer exists: it was deleted, perhaps on another screen.'
const USED_CODE_RENAMED = 'This code has been used: switch it off and make a new code instead of renaming it'

/**
 * Administrators' promo codes (issue 31): list, create, edit, and delete, which only switches off a
 * code that orders used (they keep it). `uses` is never written here: the stock ledger counts it,
 * and edits write only the fields they change (one conditional write, not Payload's read-merge-write),
 * so a sale at the same moment is never undone. Decision 43.
 */
export function adminPromotionsRouter({ payload }: ApiDeps): Router {
  const router = Router()
  router.use(requireAdmin(payload))

  router.get('/', async (_req, res) => {
    const { docs } = await payload.find({ collection: 'promotions', sort: '-createdAt', pagination: false, depth: 0, overrideAccess: true })
    res.setHeader('Cache-Control', 'no-store')
    res.json(docs.map(answer))
  })

  router.post('/', async (req, res) => {
    const input = parseBody(promotionInputSchema, req.body)
    let created: Promotion
    try {
      created = await payload.create({ collection: 'promotions', data: { ...fieldsOf(input), uses: 0 }, depth: 0, overrideAccess: true })
    } catch (err) {
      if (isUniqueViolation(err)) throw codeTaken()
      throw err
    }
    res.status(201).json(answer(created))
  })

  router.put('/:id', async (req, res) => {
    const current = await findPromotionById(payload, req.params.id)
    const input = parseBody(promotionInputSchema, req.body)
    if (current.uses > 0 && promoCodeKey(input.code) !== current.codeKey) {
      throw badRequest(USED_CODE_RENAMED, { errors: [{ path: 'code', message: USED_CODE_RENAMED }] })
    }
    let updated: Record<string, unknown> | null
    try {
      updated = await conditionalUpdate(payload, 'promotions', { id: { equals: current.id } }, { ...fieldsOf(input), updatedAt: new Date().toISOString() })
    } catch (err) {
      if (isUniqueViolation(err)) throw codeTaken()
      throw err
    }
    if (!updated) throw notFound(PROMOTION_GONE)
    res.json(answer(await findPromotionById(payload, String(current.id))))
  })

  router.delete('/:id', async (req, res) => {
    const current = await findPromotionById(payload, req.params.id)
    const { totalDocs: orders } = await payload.count({ collection: 'orders', where: { promotionId: { equals: String(current.id) } }, overrideAccess: true })
    if (current.uses > 0 || orders > 0) {
      // Orders keep their code: a used code is switched off, never deleted.
      await conditionalUpdate(payload, 'promotions', { id: { equals: current.id } }, { active: false, updatedAt: new Date().toISOString() })
      res.json({ deleted: false, promotion: answer(await findPromotionById(payload, String(current.id))) })
      return
    }
    await payload.delete({ collection: 'promotions', id: current.id, overrideAccess: true })
    res.json({ deleted: true })
  })

  return router
}

function fieldsOf(input: PromotionInput) {
  return {
    code: input.code,
    codeKey: promoCodeKey(input.code),
    kind: input.kind,
    value: input.value,
    minSubtotalCents: input.minSubtotalCents,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    usageLimit: input.usageLimit,
    perEmailLimit: input.perEmailLimit,
    active: input.active,
  }
}

function answer(doc: Promotion) {
  const record = promotionRecord(doc)
  return serializePromotion(record.id, record, record.createdAt)
}

function codeTaken() {
  return badRequest(CODE_TAKEN, { errors: [{ path: 'code', message: CODE_TAKEN }] })
}

async function findPromotionById(payload: Payload, id: string): Promise<Promotion> {
  if (!isDocumentId(payload.db, id)) throw notFound(PROMOTION_GONE)
  const { docs } = await payload.find({ collection: 'promotions', where: { id: { equals: id } }, limit: 1, pagination: false, depth: 0, overrideAccess: true })
  if (!docs[0]) throw notFound(PROMOTION_GONE)
  return docs[0]
}
