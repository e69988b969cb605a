import type { BaseDatabaseAdapter, DatabaseAdapterObj, UpdateOneArgs } from 'payload'

import { keepItemsOutOfOrderUpdates, keepStockOutOfProductUpdates } from './keepStockOutOfProductUpdates'

/** An adapter that records what reaches its updateOne. */
function wrapped(wrap: typeof keepItemsOutOfOrderUpdates) {
  const received: UpdateOneArgs[] = []
  const db = { updateOne: async (args: UpdateOneArgs) => received.push(args) } as unknown as BaseDatabaseAdapter
  const adapter = { name: 'sqlite', defaultIDType: 'text', init: () => db } as unknown as DatabaseAdapterObj
  return { db: wrap(adapter).init({ payload: {} } as Parameters<DatabaseAdapterObj['init']>[0]), received }
}

const lines = [{ id: 'i1', productName: 'Tee', quantity: 2, restockedQuantity: 0 }]

describe('Payload never writes back what the stock ledger keeps', () => {
  it('an order\'s update leaves its lines (and the units they put back) to the ledger', async () => {
    const { db, received } = wrapped(keepItemsOutOfOrderUpdates)
    await db.updateOne({ collection: 'orders', id: 'o1', data: { status: 'fulfilled', items: lines } } as unknown as UpdateOneArgs)
    expect(received[0].data).toEqual({ status: 'fulfilled' })
    // Other collections are written as asked.
    await db.updateOne({ collection: 'carts', id: 'c1', data: { items: lines } } as unknown as UpdateOneArgs)
    expect(received[1].data).toEqual({ items: lines })
  })

  it('a product\'s update leaves its stock to the ledger', async () => {
    const { db, received } = wrapped(keepStockOutOfProductUpdates)
    await db.updateOne({ collection: 'products', id: 'p1', data: { name: 'Tee', stock: [{ size: 'M', quantity: 3 }], stockCount: null } } as unknown as UpdateOneArgs)
    expect(received[0].data).toEqual({ name: 'Tee' })
  })
})
