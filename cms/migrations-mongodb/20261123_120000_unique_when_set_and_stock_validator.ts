import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

import { STOCK_NEVER_NEGATIVE } from '../db/mongodb/stockNeverNegative'

/**
 * Hand-written (issue 15), for databases made before it:
 * - the sparse unique indexes of optional fields are dropped; the shop builds them again as partial
 *   indexes right after the migrations (cms/db/mongodb/uniqueOnlyWhenSet.ts): MongoDB never changes
 *   an index's options in place;
 * - products get the validator that refuses a negative stock count (cms/db/mongodb/stockNeverNegative.ts).
 * These are commands MongoDB does not run inside a transaction, so they run beside the migration's
 * own; each of them can run again harmlessly (two shops starting at once, a failed start).
 */
const UNIQUE_WHEN_SET: [slug: string, field: string][] = [
  ['users', 'firstAdminKey'],
  ['media', 'uploadToken'],
  ['media', 'filename'],
]

/** IndexNotFound, NamespaceNotFound (no such collection yet), NamespaceExists. */
const INDEX_NOT_FOUND = 27
const NAMESPACE_NOT_FOUND = 26
const NAMESPACE_EXISTS = 48

type NativeDb = {
  collection(name: string): { dropIndex(name: string): Promise<unknown> }
  listCollections(filter: { name: string }, options: { nameOnly: true }): { toArray(): Promise<unknown[]> }
  createCollection(name: string, options: Record<string, unknown>): Promise<unknown>
  command(command: Record<string, unknown>): Promise<unknown>
}
type Adapter = { connection: { db: NativeDb }; collections: Record<string, { collection: { collectionName: string } }> }

export async function up({ payload }: MigrateUpArgs): Promise<void> {
  const { db, name } = native(payload.db as unknown as Adapter)
  for (const [slug, field] of UNIQUE_WHEN_SET) await dropIndex(db, name(slug), `${field}_1`)
  await setProductsValidator(db, name('products'), STOCK_NEVER_NEGATIVE)
}

export async function down({ payload }: MigrateDownArgs): Promise<void> {
  const { db, name } = native(payload.db as unknown as Adapter)
  for (const [slug, field] of UNIQUE_WHEN_SET) await dropIndex(db, name(slug), `${field}_1`)
  await setProductsValidator(db, name('products'), { validator: {}, validationLevel: 'off', validationAction: 'error' })
}

function native(adapter: Adapter) {
  return { db: adapter.connection.db, name: (slug: string) => adapter.collections[slug].collection.collectionName }
}

async function dropIndex(db: NativeDb, collection: string, index: string): Promise<void> {
  try {
    await db.collection(collection).dropIndex(index)
  } catch (err) {
    const code = (err as { code?: number }).code
    if (code !== INDEX_NOT_FOUND && code !== NAMESPACE_NOT_FOUND) throw err
  }
}

async function setProductsValidator(db: NativeDb, collection: string, rules: Record<string, unknown>): Promise<void> {
  const exists = (await db.listCollections({ name: collection }, { nameOnly: true }).toArray()).length > 0
  if (!exists) {
    try {
      await db.createCollection(collection, rules)
      return
    } catch (err) {
      if ((err as { code?: number }).code !== NAMESPACE_EXISTS) throw err
    }
  }
  await db.command({ collMod: collection, ...rules })
}
