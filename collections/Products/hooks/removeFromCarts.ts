import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A product leaves every cart before it goes: a cart line cannot point at nothing (the database
 * refuses it), and otherwise any shopper could make any product undeletable by keeping it in a
 * cart. Orders keep their own copy of what was bought (name, size, price) and are not touched.
 */
export const removeFromCarts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'carts', where: { product: { equals: id } }, req, overrideAccess: true })
}
