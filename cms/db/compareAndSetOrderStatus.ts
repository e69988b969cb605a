import type { BaseDatabaseAdapter, DatabaseAdapterObj, UpdateOneArgs } from 'payload'

import { ORDER_STATUS_FROM, OrderStatusConflict } from '../orders/orderStatusConflict'

/**
 * An order's status is written only by a compare-and-set on the status its update started from
 * (`req.context[ORDER_STATUS_FROM]`, set by the Orders hook or the shop's own code): one conditional
 * write of the status alone (SQLite: `UPDATE … WHERE id = ? AND status = ? RETURNING`; MongoDB: a
 * findOneAndUpdate, inside Payload's transaction), then the rest of the document without its status,
 * so a save that read the order before another change never writes the old status back. Nothing
 * matched: OrderStatusConflict (409), and nothing of this update is written (issue 28).
 */
export function compareAndSetOrderStatus<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const updateOne = db.updateOne
      db.updateOne = async function (this: T, update: UpdateOneArgs) {
        if (update.collection !== 'orders' || update.id === undefined) return updateOne.call(this, update)
        const started = update.req?.context?.[ORDER_STATUS_FROM] as Record<string, string> | undefined
        const from = started?.[String(update.id)]
        // Used once: an update made later with the same request (an afterChange hook's) starts from what it reads itself.
        if (started) delete started[String(update.id)]
        if (from === undefined || !update.data || !('status' in update.data)) return updateOne.call(this, update)
        const { status, ...rest } = update.data
        if (status !== from) {
          let changed: unknown
          try {
            changed = await updateOne.call(this, {
              collection: 'orders',
              where: { and: [{ id: { equals: update.id } }, { status: { equals: from } }] },
              data: { status },
              req: update.req,
              ...(this.name === 'mongoose' ? {} : { options: { atomic: true } }),
            })
          } catch (err) {
            // MongoDB: another transaction changed the order after this one began.
            if ((err as { code?: number }).code === 112) throw new OrderStatusConflict(from, String(status))
            throw err
          }
          if (!changed) throw new OrderStatusConflict(from, String(status))
        }
        return updateOne.call(this, { ...update, data: rest })
      }
      return db
    },
  }
}
