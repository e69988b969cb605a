import type { BaseDatabaseAdapter, DatabaseAdapterObj, UpdateOneArgs } from 'payload'

/**
 * Payload's update of a document writes all of it back, a product's stock rows included, from the
 * copy it read a moment before (on SQLite: delete every row, insert them again). A sale made in
 * between would be undone, or refused while the rows are gone. So Payload never writes a product's
 * stock (its size rows, or the count of a product without sizes) on update: stock changes go through the stock ledger (cms/stock), whose conditional
 * writes keep every sale. Creating a product still writes its first counts.
 */
export function keepStockOutOfProductUpdates<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const updateOne = db.updateOne
      db.updateOne = function (this: T, update: UpdateOneArgs) {
        if (update.collection !== 'products' || !update.data || !('stock' in update.data || 'stockCount' in update.data)) {
          return updateOne.call(this, update)
        }
        const { stock: _kept, stockCount: _counted, ...data } = update.data
        return updateOne.call(this, { ...update, data })
      }
      return db
    },
  }
}

/**
 * The same for an order's lines: they are written when the order is made, and afterwards only by
 * the stock ledger, which counts the units each line put back (`restockedQuantity`) in conditional
 * writes. Payload's update of an order (a status change, a refund's total, an edit in the panel)
 * wrote every line back from the copy it read, so a refund's units put back meanwhile were
 * forgotten and could be put back again (issue 28 review). Payload never writes them on update.
 */
export function keepItemsOutOfOrderUpdates<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const updateOne = db.updateOne
      db.updateOne = function (this: T, update: UpdateOneArgs) {
        if (update.collection !== 'orders' || !update.data || !('items' in update.data)) return updateOne.call(this, update)
        const { items: _kept, ...data } = update.data
        return updateOne.call(this, { ...update, data })
      }
      return db
    },
  }
}
