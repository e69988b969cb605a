import { APIError, type BaseDatabaseAdapter } from 'payload'

/** The adapter's methods that take a query (a `where`) from their caller. */
const QUERYING = ['find', 'findOne', 'findDistinct', 'count', 'queryDrafts', 'findVersions', 'countVersions', 'findGlobalVersions', 'countGlobalVersions', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'upsert'] as const

/**
 * A value of the wrong form for its field (`where[id][in]=<a UUID>`, `where[image][equals]=abc`
 * through /cms-api or GraphQL) reaches Mongoose, which refuses to cast it: a CastError, that Payload
 * answers as a 500. It is the caller's mistake: a 400 with a plain message instead. SQLite simply
 * finds nothing for such values; the shop's own routes check ids before querying (cms/db/ids.ts).
 */
export function castErrorsAsBadRequests<T extends BaseDatabaseAdapter>(db: T): T {
  const methods = db as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
  for (const name of QUERYING) {
    const method = methods[name]
    if (typeof method !== 'function') continue
    methods[name] = async function (this: T, ...args: unknown[]) {
      try {
        return await method.apply(this, args)
      } catch (err) {
        if ((err as { name?: string }).name !== 'CastError') throw err
        const { path, value } = err as { path?: string; value?: unknown }
        throw new APIError(`${JSON.stringify(value)} is not a valid value for ${path === '_id' ? 'id' : path}`, 400, null, true)
      }
    }
  }
  return db
}
