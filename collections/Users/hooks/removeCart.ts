import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted customer's cart goes with them (its lines cannot outlive their owner). Their orders
 * stay, no longer linked to an account, for the shop's records.
 */
export const removeCart: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'carts', where: { user: { equals: id } }, req, overrideAccess: true })
}
