import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

/**
 * Hand-written (issue 30): the compound indexes the paged order lists and the summary read through
 * (decisions 37, 38), built here so a shop with years of orders has them before its first page is
 * asked for. The names are the ones Mongoose gives the same indexes declared in
 * collections/Orders (so the start's own index build finds them made). createIndex with the same
 * keys and name does nothing the second time; it cannot run inside the migration's transaction.
 */
export const ORDER_LIST_INDEXES: Record<string, 1>[] = [
  { status: 1, createdAt: 1 },
  { user: 1, createdAt: 1 },
  { demo: 1, createdAt: 1 },
]

type NativeDb = { collection(name: string): { createIndex(keys: Record<string, 1>, options: { name: string }): Promise<unknown>; dropIndex(name: string): Promise<unknown> } }
type Adapter = { connection: { db: NativeDb }; collections: Record<string, { collection: { collectionName: string } }> }

/** IndexNotFound, NamespaceNotFound. */
const MISSING = new Set([26, 27])

export const indexName = (keys: Record<string, 1>) => Object.keys(keys).map((key) => `${key}_1`).join('_')

export async function up({ payload }: MigrateUpArgs): Promise<void> {
  const { orders } = native(payload.db as unknown as Adapter)
  for (const keys of ORDER_LIST_INDEXES) await orders.createIndex(keys, { name: indexName(keys) })
}

export async function down({ payload }: MigrateDownArgs): Promise<void> {
  const { orders } = native(payload.db as unknown as Adapter)
  for (const keys of ORDER_LIST_INDEXES) {
    try {
      await orders.dropIndex(indexName(keys))
    } catch (err) {
      if (!MISSING.has((err as { code?: number }).code ?? 0)) throw err
    }
  }
}

function native(adapter: Adapter) {
  return { orders: adapter.connection.db.collection(adapter.collections.orders.collection.collectionName) }
}
