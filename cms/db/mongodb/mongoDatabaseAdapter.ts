import { mongooseAdapter } from '@payloadcms/db-mongodb'
import path from 'node:path'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { castErrorsAsBadRequests } from './castErrorsAsBadRequests'
import { productUpdatesOutsideTransactions } from './productUpdatesOutsideTransactions'
import { uniqueOnlyWhenSet } from './uniqueOnlyWhenSet'

/** Where MongoDB's migrations live (`DATABASE_URI=mongodb://… npm run migrate:create -- <name>` writes there). */
const MONGO_MIGRATION_DIR = 'cms/migrations-mongodb'

/**
 * Payload's MongoDB adapter as the shop runs it. Indexes are built by the shop after its migrations
 * (cms/db/prepareDatabase.ts), never by Mongoose in the background at connect: a migration must be
 * able to drop an index whose definition changed, or fix the data a new unique index needs, first.
 */
export function mongoDatabaseAdapter(url: string): DatabaseAdapterObj {
  const adapter = mongooseAdapter({
    url,
    ensureIndexes: false,
    connectOptions: { autoIndex: false },
    // The server and the Payload CLI both run from the project root.
    migrationDir: path.resolve(process.cwd(), MONGO_MIGRATION_DIR),
  })
  return {
    ...adapter,
    init: (args) => {
      const db = castErrorsAsBadRequests(productUpdatesOutsideTransactions(adapter.init(args) as BaseDatabaseAdapter & { collections: Parameters<typeof uniqueOnlyWhenSet>[0] }))
      const buildModels = db.init
      db.init = async function (this: typeof db) {
        await buildModels?.call(this)
        uniqueOnlyWhenSet(this.collections)
      }
      return db
    },
  }
}
