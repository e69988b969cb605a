/** Starts one MongoDB replica set (transactions need one) for the MongoDB leg of the API tests. */
import { MongoMemoryReplSet } from 'mongodb-memory-server-core'

export default async function mongoGlobalSetup() {
  const replSet = await MongoMemoryReplSet.create({ replSet: { count: 1, storageEngine: 'wiredTiger' } })
  globalThis.__MONGO_REPLSET__ = replSet
  process.env.TEST_MONGODB_URI = replSet.getUri()
}
