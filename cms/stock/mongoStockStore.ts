import type { ClientSession, TransactionOptions } from 'mongodb'
import type { Payload } from 'payload'

import { mongooseConnection, mongooseModel } from '../db/drivers'

/** The collections the stock ledger writes. */
export type StockCollection = 'products' | 'order-claims' | 'orders' | 'stock-history' | 'promotions' | 'promotion-uses'
export type WriteResult = { matchedCount: number; modifiedCount: number }

/**
 * What the MongoDB stock ledger needs from the database: single-document operations, each either in
 * a transaction (given its session) or on its own. Unit tests answer these with a fake.
 */
export interface MongoStockStore {
  /**
   * Runs `work` in one transaction and commits it. On a transient error (a write conflict with a
   * concurrent sale, a failover) the driver aborts and runs `work` again from the start; any other
   * error, or one `work` throws, aborts it and is thrown.
   */
  transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T>
  insertOne(collection: StockCollection, doc: Record<string, unknown>, session?: ClientSession): Promise<void>
  /** `sort`: the first of the matching documents in that order. */
  findOne(collection: StockCollection, filter: Record<string, unknown>, projection: Record<string, 1>, session?: ClientSession, sort?: Record<string, 1 | -1>): Promise<Record<string, unknown> | null>
  updateOne(collection: StockCollection, filter: Record<string, unknown>, update: Record<string, unknown>, session?: ClientSession): Promise<WriteResult>
  updateMany(collection: StockCollection, filter: Record<string, unknown>, update: Record<string, unknown>, session?: ClientSession): Promise<WriteResult>
}

/** Snapshot reads, majority writes: what a transaction that decides about money and stock should see and leave. */
const TRANSACTION: TransactionOptions = { readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' }, readPreference: 'primary' }

type Model = {
  create(docs: Record<string, unknown>[], options: { session?: ClientSession }): Promise<unknown>
  findOne(filter: Record<string, unknown>, projection: Record<string, 1>, options: { session?: ClientSession; sort?: Record<string, 1 | -1> }): { lean(): Promise<unknown> }
  updateOne(filter: Record<string, unknown>, update: Record<string, unknown>, options: { session?: ClientSession }): Promise<WriteResult>
  updateMany(filter: Record<string, unknown>, update: Record<string, unknown>, options: { session?: ClientSession }): Promise<WriteResult>
}
type Connection = { getClient(): { startSession(): ClientSession } }

/**
 * The store on Payload's own Mongoose models and connection (the models cast string ids to
 * ObjectIds as Payload stores them), with the driver's `withTransaction` and its retries.
 */
export function mongooseStockStore(payload: Pick<Payload, 'db'>): MongoStockStore {
  const model = (collection: StockCollection) => mongooseModel<Model>(payload, collection)
  return {
    async transaction(work) {
      const session = mongooseConnection<Connection>(payload).getClient().startSession()
      try {
        return await session.withTransaction(() => work(session), TRANSACTION)
      } finally {
        await session.endSession()
      }
    },
    async insertOne(collection, doc, session) {
      // An array, or Mongoose ignores the options (and the session with them).
      await model(collection).create([doc], { session })
    },
    async findOne(collection, filter, projection, session, sort) {
      return (await model(collection).findOne(filter, projection, { session, ...(sort ? { sort } : {}) }).lean()) as Record<string, unknown> | null
    },
    updateOne: (collection, filter, update, session) => model(collection).updateOne(filter, update, { session }),
    updateMany: (collection, filter, update, session) => model(collection).updateMany(filter, update, { session }),
  }
}
