/**
 * The MongoDB leg's global setup: the builds and template of the other server tests, then the
 * replica set its shops use (MONGODB_URI's, or one started from MONGOMS_SYSTEM_BINARY).
 */
import { MongoMemoryReplSet } from 'mongodb-memory-server-core'

import serverGlobalSetup from './serverGlobalSetup'

export default async function mongoGlobalSetup() {
  await serverGlobalSetup()
  if (process.env.MONGODB_URI) {
    process.env.TEST_MONGODB_URI = process.env.MONGODB_URI
    return
  }
  const replSet = await MongoMemoryReplSet.create({ replSet: { count: 1, storageEngine: 'wiredTiger' } })
  globalThis.__MONGO_REPLSET__ = replSet
  process.env.TEST_MONGODB_URI = replSet.getUri()
}
