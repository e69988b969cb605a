/** The parts of a Mongoose schema and its paths read and changed here. */
type SchemaPath = { instance?: string; _index?: unknown }
type Schema = { eachPath(fn: (name: string, path: SchemaPath) => void): void; index(fields: Record<string, 1>, options: Record<string, unknown>): void }

/** The BSON type a set value has, per Mongoose path type (what a partial index filters on). */
const BSON_TYPE: Record<string, string> = { String: 'string', Number: 'number', ObjectId: 'objectId', Date: 'date' }

/**
 * Payload gives an optional unique field (users.firstAdminKey, media.uploadToken, media.filename) a
 * sparse unique index. A sparse index still holds documents whose value is an explicit null, so a
 * second document with null fails with E11000. A partial index on "the value has its type" holds
 * only set values: unique when set, any number of documents without, as SQLite's unique index does.
 * Changes the schemas before their indexes are built (cms/db/mongodb/ensureIndexes.ts); an existing
 * database gets them through migration 20261123_120000_unique_when_set_and_stock_validator.
 */
export function uniqueOnlyWhenSet(models: Record<string, { schema: Schema }>): void {
  for (const { schema } of Object.values(models)) {
    schema.eachPath((name, path) => {
      const index = path._index as { unique?: boolean; sparse?: boolean } | null | undefined
      const type = path.instance ? BSON_TYPE[path.instance] : undefined
      if (!index || typeof index !== 'object' || !index.unique || !index.sparse || !type || name.includes('.')) return
      path._index = null
      schema.index({ [name]: 1 }, { unique: true, partialFilterExpression: { [name]: { $type: type } } })
    })
  }
}
