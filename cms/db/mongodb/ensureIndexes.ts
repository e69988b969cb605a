type Model = { modelName: string; ensureIndexes(): Promise<unknown> }
type MongoDb = { collections: Record<string, Model>; versions: Record<string, Model>; globals?: Model }

/** MongoDB's codes for "an index of that name (or those keys) exists with other options". */
const CHANGED_INDEX = new Set([85, 86])

/**
 * Builds every index the collections declare (unique ones first of all: an order per payment, a
 * claim per payment, a cart line per product and size). Runs after the migrations, so an index whose
 * definition changed has been dropped by one. Creating an index that exists as declared does nothing.
 */
export async function ensureIndexes(db: MongoDb): Promise<void> {
  const models = [...Object.values(db.collections), ...Object.values(db.versions), ...(db.globals ? [db.globals] : [])]
  for (const model of models) {
    try {
      await model.ensureIndexes()
    } catch (err) {
      const code = (err as { code?: number }).code
      if (code === undefined || !CHANGED_INDEX.has(code)) throw err
      throw new Error(
        `An index of ${model.modelName} exists in MongoDB with another definition (${(err as Error).message}). ` +
          'MongoDB never changes an index in place: add a migration that drops it (cms/migrations-mongodb), and it is built again at the next start.',
      )
    }
  }
}
