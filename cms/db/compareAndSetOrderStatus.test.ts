import type { BaseDatabaseAdapter, DatabaseAdapterObj, UpdateOneArgs } from 'payload'

import { ORDER_STATUS_FROM, OrderStatusConflict } from '../orders/orderStatusConflict'
import { compareAndSetOrderStatus } from './compareAndSetOrderStatus'

jest.mock('payload', () => ({ APIError: class APIError extends Error {} }))

/** An adapter that records what reaches its updateOne and answers a filtered update as told. */
function wrapped(name: 'sqlite' | 'mongoose', matches: boolean | Error) {
  const received: UpdateOneArgs[] = []
  const db = {
    name,
    updateOne: async (args: UpdateOneArgs) => {
      received.push(args)
      if (args.where && matches instanceof Error) throw matches
      return args.where && !matches ? null : { id: 'o1' }
    },
  } as unknown as BaseDatabaseAdapter
  const adapter = { name, defaultIDType: 'text', init: () => db } as unknown as DatabaseAdapterObj
  return { db: compareAndSetOrderStatus(adapter).init({ payload: {} } as Parameters<DatabaseAdapterObj['init']>[0]), received }
}

const update = (from: string | undefined, data: Record<string, unknown>) =>
  ({ collection: 'orders', id: 'o1', data, req: { context: from === undefined ? {} : { [ORDER_STATUS_FROM]: { o1: from } } } }) as unknown as UpdateOneArgs

describe('an order\'s status is written compare-and-set (issue 28)', () => {
  it('writes the new status alone, over the one the update started from, then the rest without it (SQLite: one atomic statement)', async () => {
    const { db, received } = wrapped('sqlite', true)
    await db.updateOne(update('completed', { status: 'fulfilled', fulfilledAt: 'now', customerName: 'Maria' }))
    expect(received).toHaveLength(2)
    expect(received[0]).toMatchObject({
      collection: 'orders',
      where: { and: [{ id: { equals: 'o1' } }, { status: { equals: 'completed' } }] },
      data: { status: 'fulfilled' },
      options: { atomic: true },
    })
    expect(received[1]).toMatchObject({ id: 'o1', data: { fulfilledAt: 'now', customerName: 'Maria' } })
    expect(received[1].data).not.toHaveProperty('status')
  })

  it('refuses, writing nothing, when another change came first; MongoDB\'s write conflict counts as one', async () => {
    const lost = wrapped('sqlite', false)
    await expect(lost.db.updateOne(update('completed', { status: 'fulfilled' }))).rejects.toBeInstanceOf(OrderStatusConflict)
    expect(lost.received).toHaveLength(1)
    const conflicted = wrapped('mongoose', Object.assign(new Error('WriteConflict'), { code: 112 }))
    await expect(conflicted.db.updateOne(update('completed', { status: 'cancelled' }))).rejects.toBeInstanceOf(OrderStatusConflict)
    expect(conflicted.received[0]).not.toHaveProperty('options')
  })

  it('an update that keeps the status never writes it back (a save that read the order before another change)', async () => {
    const { db, received } = wrapped('sqlite', true)
    await db.updateOne(update('completed', { status: 'completed', customerPhone: '340' }))
    expect(received).toHaveLength(1)
    expect(received[0].data).toEqual({ customerPhone: '340' })
  })

  it('the status it started from is used once: a later update with the same request starts from its own', async () => {
    const { db, received } = wrapped('sqlite', true)
    const first = update('completed', { status: 'fulfilled' })
    await db.updateOne(first)
    await db.updateOne({ ...first, data: { status: 'fulfilled', accessToken: 't' } } as unknown as UpdateOneArgs)
    expect(received[2]).toMatchObject({ id: 'o1', data: { status: 'fulfilled', accessToken: 't' } })
  })

  it('leaves other collections, and updates without a starting status, as they are', async () => {
    const { db, received } = wrapped('sqlite', true)
    await db.updateOne({ collection: 'products', id: 'p1', data: { status: 'x' } } as unknown as UpdateOneArgs)
    await db.updateOne(update(undefined, { status: 'fulfilled' }))
    expect(received.map((r) => r.data)).toEqual([{ status: 'x' }, { status: 'fulfilled' }])
  })
})
