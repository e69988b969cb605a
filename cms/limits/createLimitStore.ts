import type { Client } from '@libsql/client'
import type { Payload } from 'payload'

import type { LimitStore } from './limitStore'
import { type CounterCollection, MongoLimitStore } from './mongoLimitStore'
import { SqliteLimitStore } from './sqliteLimitStore'

type MongoAdapter = { connection: { db: { collection(name: string): CounterCollection } } }

/** The store of the shop's database: throttles hold across every process that shares it. */
export function createLimitStore(payload: Payload): LimitStore {
  if (payload.db.name === 'mongoose') {
    return new MongoLimitStore((payload.db as unknown as MongoAdapter).connection.db.collection('rate_limit_counters'))
  }
  return new SqliteLimitStore((payload.db as unknown as { client: Client }).client)
}
