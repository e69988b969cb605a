import path from 'node:path'
import type { Client } from '@libsql/client'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import type { Env } from '../env'
import { migrations } from '../migrations'
import { compareAndSetOrderStatus } from './compareAndSetOrderStatus'
import { keepItemsOutOfOrderUpdates, keepStockOutOfProductUpdates } from './keepStockOutOfProductUpdates'
import { createShopSqliteClient } from './sqliteClient'
import { startStockThroughLedger } from './startStockThroughLedger'

/** How long a write waits for another process's write lock on the SQLite file. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

/** SQLite (embedded default) or MongoDB, chosen by DATABASE_URI. */
export async function databaseAdapter(config: Env): Promise<DatabaseAdapterObj> {
  return compareAndSetOrderStatus(startStockThroughLedger(keepItemsOutOfOrderUpdates(keepStockOutOfProductUpdates(await chooseAdapter(config)))))
}

/**
 * Only the chosen adapter is loaded: MongoDB's (Mongoose and its driver) costs about 0.3 s of CPU at
 * every start of a SQLite shop.
 */
async function chooseAdapter(config: Env): Promise<DatabaseAdapterObj> {
  if (config.databaseKind === 'mongodb') {
    const { mongoDatabaseAdapter } = await import('./mongodb/mongoDatabaseAdapter')
    return mongoDatabaseAdapter(config.databaseUri)
  }
  const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
  return withShopSqliteClient(config, sqliteAdapter({
    client: { url: config.databaseUri },
    idType: 'uuid',
    wal: { synchronous: config.sqliteSynchronous },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    // The server and the Payload CLI both run from the project root.
    migrationDir: path.resolve(process.cwd(), 'cms/migrations'),
    // Schema changes always go through committed migrations, in development too (see cms/db/prepareDatabase.ts).
    push: false,
    prodMigrations: migrations,
  }))
}

/**
 * Payload's SQLite adapter runs on the shop's own libsql client (cms/db/sqliteClient.ts: statements
 * kept prepared per connection, decision 55): set before `connect`, which opens a client only when
 * the adapter has none (and then leaves WAL, `synchronous` and the busy timeout to it: the client
 * sets them, on every connection it opens).
 */
function withShopSqliteClient<T extends BaseDatabaseAdapter>(config: Env, adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as T & { client?: Client }
      db.client ??= createShopSqliteClient(config.databaseUri, { busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS, synchronous: config.sqliteSynchronous })
      return db
    },
  }
}
