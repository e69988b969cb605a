import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

/**
 * Updates the one document that matches `where`, in a single conditional write (a compare-and-set):
 * answers it as written, or null when none matched because someone else changed it first. SQLite
 * needs the adapter's `atomic` option (one `UPDATE … WHERE … RETURNING`; otherwise it finds the id
 * first and then writes unconditionally), so `data` holds fields of the collection's own table only;
 * MongoDB's update by filter is one findOneAndUpdate already. No hooks run: callers write what they mean.
 */
export async function conditionalUpdate(
  payload: Pick<Payload, 'db'>,
  collection: CollectionSlug,
  where: Where,
  data: Record<string, unknown>,
  req?: Partial<PayloadRequest>,
): Promise<Record<string, unknown> | null> {
  const options = payload.db.name === 'mongoose' ? {} : { options: { atomic: true } }
  return ((await payload.db.updateOne({ collection, where, data, req, ...options })) as unknown as Record<string, unknown> | null) ?? null
}
