import type { CollectionAfterDeleteHook } from 'payload'

/** A deleted product will never be back in stock: the shoppers' requests for it go with it (its stock history stays). */
export const dropRestockRequests: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'restock-requests', where: { product: { equals: String(id) } }, req, overrideAccess: true })
}
