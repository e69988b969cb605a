import type { DataFromCollectionSlug, Payload } from 'payload'

import { isDocumentId } from '../db/ids'
import { NotFound } from '../errors/shopErrors'
import { ownedBy } from './ownedBy'

/** The collections whose records belong to one user (a `user` field). */
type OwnedCollection = 'carts' | 'orders'

/**
 * One of the user's own records, by id and owner together (never by id alone). Another user's
 * record answers exactly like a missing one: NotFound with `missing` (404) (docs/decisions/0016-authorization.md).
 */
export async function findOwned<C extends OwnedCollection>(payload: Payload, collection: C, id: string, userId: string, missing: string): Promise<DataFromCollectionSlug<C>> {
  if (!isDocumentId(payload.db, id)) throw new NotFound(missing)
  const { docs } = await payload.find({
    collection,
    where: { and: [{ id: { equals: id } }, ownedBy(userId)] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new NotFound(missing)
  return docs[0] as DataFromCollectionSlug<C>
}
