import type { Payload } from 'payload'

import { mongooseConnection, sqliteClient } from '../db/drivers'

import type { LimitStore } from './limitStore'
import { type CounterCollection, MongoLimitStore } from './mongoLimitStore'
import { SqliteLimitStore } from './sqliteLimitStore'

type MongoConnection = { db: { collection(name: string): CounterCollection } }

/** The store of the shop's database: throttles hold across every process that shares it. */
export function createLimitStore(payload: Payload): LimitStore {
  if (payload.db.name === 'mongoose') {
    return new MongoLimitStore(mongooseConnection<MongoConnection>(payload).db.collection('rate_limit_counters'))
  }
  return new SqliteLimitStore(sqliteClient(payload))
}
