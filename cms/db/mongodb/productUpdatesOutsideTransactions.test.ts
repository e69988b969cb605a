import type { BaseDatabaseAdapter, DatabaseAdapterObj, UpdateOneArgs } from 'payload'

import { keepStockOutOfProductUpdates } from '../keepStockOutOfProductUpdates'
import { productUpdatesOutsideTransactions } from './productUpdatesOutsideTransactions'

/** An adapter that records what reaches its updateOne (the one Payload's MongoDB adapter would run). */
function recordingAdapter() {
  const received: UpdateOneArgs[] = []
  const db = { name: 'mongoose', updateOne: async (args: UpdateOneArgs) => void received.push(args) } as unknown as BaseDatabaseAdapter
  return { db, received }
}

describe('Payload\'s product updates on MongoDB', () => {
  const req = { transactionID: 'tx-1', t: (key: string) => key, user: { id: 'admin' } }

  it('are written outside Payload\'s transaction (no session), so a concurrent sale makes them wait instead of failing with WriteConflict', async () => {
    const { db, received } = recordingAdapter()
    await productUpdatesOutsideTransactions(db).updateOne({ collection: 'products', id: 'p1', data: { name: 'Tee' }, req } as unknown as UpdateOneArgs)
    expect(received).toHaveLength(1)
    expect(received[0].req?.transactionID).toBeUndefined()
    // The rest of the request is what Payload passed (its translations, its user).
    expect(received[0].req?.t).toBe(req.t)
    expect(received[0].req?.user).toBe(req.user)
    expect(received[0]).toMatchObject({ collection: 'products', id: 'p1', data: { name: 'Tee' } })
    expect(req.transactionID).toBe('tx-1')
  })

  it('leave every other collection in Payload\'s transaction', async () => {
    const { db, received } = recordingAdapter()
    await productUpdatesOutsideTransactions(db).updateOne({ collection: 'orders', id: 'o1', data: { status: 'fulfilled' }, req } as unknown as UpdateOneArgs)
    expect(received[0].req).toBe(req)
  })

  it('with the stock left out of them, as every adapter does', async () => {
    const { db, received } = recordingAdapter()
    const adapter = { name: 'mongoose', defaultIDType: 'text', init: () => productUpdatesOutsideTransactions(db) } as unknown as DatabaseAdapterObj
    const wrapped = keepStockOutOfProductUpdates(adapter).init({ payload: {} } as Parameters<DatabaseAdapterObj['init']>[0])
    await wrapped.updateOne({ collection: 'products', id: 'p1', data: { name: 'Tee', stock: [{ size: 'M', quantity: 5 }] }, req } as unknown as UpdateOneArgs)
    expect(received[0].data).toEqual({ name: 'Tee' })
    expect(received[0].req?.transactionID).toBeUndefined()
  })
})
