import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * Every product has a photo (the database requires it): deleting an image a product shows would
 * fail deep in the database. Say which products use it instead, so the volunteer changes them first.
 */
export const refuseDeletingProductPhotos: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'products',
    where: { image: { equals: id } },
    limit: 3,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  const names = docs.map((product) => product.name).join(', ') + (totalDocs > docs.length ? ` and ${totalDocs - docs.length} more` : '')
  throw new APIError(`This image is the photo of ${names}. Give ${totalDocs === 1 ? 'that product' : 'those products'} another image first.`, 409, null, true)
}
