import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'
import type { ClientSession } from 'mongodb'

type StockRow = { size?: unknown; quantity?: unknown }
type ProductDoc = { _id: unknown; stock?: StockRow[] | null; stockCount?: unknown }
type NativeCollection = {
  find(filter: Record<string, unknown>, options: { projection: Record<string, 1>; session?: ClientSession }): { toArray(): Promise<Record<string, unknown>[]> }
  findOne(filter: Record<string, unknown>, options: { session?: ClientSession }): Promise<unknown>
  insertMany(docs: Record<string, unknown>[], options: { session?: ClientSession }): Promise<unknown>
  deleteMany(filter: Record<string, unknown>, options: { session?: ClientSession }): Promise<unknown>
}
type Adapter = { collections: Record<string, { collection: NativeCollection }> }

/**
 * Issue 32: an existing shop's stock history starts here, with one `import` entry per count it holds
 * now (each size's units, and the count of a counted product without sizes), so that from the first
 * sale on, every size's entries add up to its count. In the migration's transaction; a product whose
 * history has begun already is left alone, so it can run again.
 */
export async function up({ payload, session }: MigrateUpArgs): Promise<void> {
  const { products, history } = native(payload.db as unknown as Adapter)
  const now = new Date()
  const docs = (await products.find({}, { projection: { stock: 1, stockCount: 1 }, session }).toArray()) as ProductDoc[]
  for (const doc of docs) {
    const productId = String(doc._id)
    if (await history.findOne({ product: productId }, { session })) continue
    const entries = startingEntries(doc, now)
    if (entries.length > 0) await history.insertMany(entries, { session })
  }
}

export async function down({ payload, session }: MigrateDownArgs): Promise<void> {
  const { history } = native(payload.db as unknown as Adapter)
  await history.deleteMany({ reason: 'import', actor: 'migration' }, { session })
}

/** A product's counts now, as its first entries: sizes in their stored order, then its own count. */
export function startingEntries(doc: ProductDoc, now: Date): Record<string, unknown>[] {
  const counts: { size: unknown; units: number }[] = [
    ...(doc.stock ?? []).map((row) => ({ size: row.size, units: Number(row.quantity ?? 0) })),
    ...(typeof doc.stockCount === 'number' ? [{ size: null, units: doc.stockCount }] : []),
  ].filter((count) => count.units > 0)
  return counts.map((count, index) => ({
    product: String(doc._id),
    seq: index + 1,
    size: count.size,
    change: count.units,
    after: count.units,
    reason: 'import',
    actor: 'migration',
    order: null,
    paymentIntentId: null,
    createdAt: now,
    updatedAt: now,
  }))
}

function native(adapter: Adapter) {
  return { products: adapter.collections.products.collection, history: adapter.collections['stock-history'].collection }
}
