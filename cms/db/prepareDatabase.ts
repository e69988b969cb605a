import type { Payload } from 'payload'

import type { Env } from '../env'
import { migrations as sqliteMigrations } from '../migrations'
import { migrations as mongoMigrations } from '../migrations-mongodb'
import { ensureIndexes } from './mongodb/ensureIndexes'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Brings the database to what the code expects, at every start (and before `npm run seed`):
 * - SQLite: the committed migrations. Payload applies them itself in production (prodMigrations);
 *   development runs the same ones (schema push is off), so a database never depends on the mode
 *   it was created in.
 * - MongoDB: the committed MongoDB migrations in every mode, then every declared index. In that
 *   order: MongoDB never changes an existing index, so a changed index is dropped by a migration and
 *   built again here (cms/db/mongodb/mongoDatabaseAdapter.ts turns Payload's own index building off).
 */
export async function prepareDatabase(payload: Payload, env: Env): Promise<void> {
  if (env.databaseKind === 'sqlite') {
    if (!env.isProduction) await payload.db.migrate({ migrations: sqliteMigrations as Migrations })
    return
  }
  await payload.db.migrate({ migrations: mongoMigrations as Migrations })
  await ensureIndexes(payload.db as unknown as Parameters<typeof ensureIndexes>[0])
}
