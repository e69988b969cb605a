import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from '../env'
import { migrations } from '../migrations'
import { keepStockOutOfProductUpdates } from './keepStockOutOfProductUpdates'
import { mongoDatabaseAdapter } from './mongodb/mongoDatabaseAdapter'

/** How long a write waits for another process's write lock on the SQLite file. */
const SQLITE_BUSY_TIMEOUT_MS = 5000

/** SQLite (embedded default) or MongoDB, chosen by DATABASE_URI. */
export function databaseAdapter(config: Env): DatabaseAdapterObj {
  return keepStockOutOfProductUpdates(chooseAdapter(config))
}

function chooseAdapter(config: Env): DatabaseAdapterObj {
  if (config.databaseKind === 'mongodb') return mongoDatabaseAdapter(config.databaseUri)
  return sqliteAdapter({
    client: { url: config.databaseUri },
    idType: 'uuid',
    wal: true,
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    // The server and the Payload CLI both run from the project root.
    migrationDir: path.resolve(process.cwd(), 'cms/migrations'),
    // Schema changes always go through committed migrations, in development too (see cms/db/prepareDatabase.ts).
    push: false,
    prodMigrations: migrations,
  })
}
