import type { BaseDatabaseAdapter, UpdateOneArgs } from 'payload'

/**
 * Payload runs each update of the panel, /cms-api and GraphQL in a MongoDB transaction and does not
 * retry it (payloadcms/payload#16766). The stock ledger's transactions change the same product
 * document at every sale, so an administrator's save that met a sale failed with WriteConflict: a
 * 500. A product update writes one document (its stock left out: cms/db/keepStockOutOfProductUpdates.ts),
 * which needs no transaction to be atomic: written outside Payload's, it waits for a sale in progress
 * instead of failing, and a sale retries (its transaction runs again) instead of failing either.
 */
export function productUpdatesOutsideTransactions<T extends BaseDatabaseAdapter>(db: T): T {
  const updateOne = db.updateOne
  db.updateOne = function (this: T, update: UpdateOneArgs) {
    if (update.collection !== 'products' || !update.req?.transactionID) return updateOne.call(this, update)
    // The adapter finds its session through req.transactionID only: everything else of req stays.
    const req = Object.create(update.req, { transactionID: { value: undefined } }) as typeof update.req
    return updateOne.call(this, { ...update, req })
  }
  return db
}
