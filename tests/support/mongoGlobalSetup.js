/**
 * The MongoDB leg's replica set (transactions need one): MONGODB_URI's, an existing one, or one that
 * mongodb-memory-server starts from MONGOMS_SYSTEM_BINARY. Every shop then gets its own database on it.
 */
import { MongoMemoryReplSet } from 'mongodb-memory-server-core'

export default async function mongoGlobalSetup() {
  if (process.env.MONGODB_URI) {
    process.env.TEST_MONGODB_URI = process.env.MONGODB_URI
    return
  }
  const replSet = await MongoMemoryReplSet.create({ replSet: { count: 1, storageEngine: 'wiredTiger' } })
  globalThis.__MONGO_REPLSET__ = replSet
  process.env.TEST_MONGODB_URI = replSet.getUri()
}
