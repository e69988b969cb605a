import { describeMongoConnectFailure } from './describeMongoConnectFailure'
import { transactionsProblem } from './transactionsProblem'

/**
 * Connects once with the driver before Payload does, so that a MongoDB the shop cannot use stops the
 * start with a clear message (Payload's own connect error keeps only the driver's text): unreachable
 * within the server-selection timeout (30 s unless the URI sets serverSelectionTimeoutMS), refusing
 * the credentials, or not a replica set. Resolves when Payload's connection will work with transactions.
 */
export async function checkMongoBeforeStart(uri: string): Promise<void> {
  const { MongoClient } = await import('mongodb')
  let client: InstanceType<typeof MongoClient>
  try {
    client = new MongoClient(uri)
  } catch (err) {
    throw new Error(describeMongoConnectFailure(err, uri, 0))
  }
  const timeoutMs = client.options.serverSelectionTimeoutMS
  let problem: string | null
  try {
    await client.connect()
    const hello = await client.db('admin').command({ hello: 1 })
    problem = transactionsProblem(client.options.replicaSet, hello)
  } catch (err) {
    problem = describeMongoConnectFailure(err, uri, timeoutMs)
  } finally {
    await client.close().catch(() => undefined)
  }
  if (problem) throw new Error(problem)
}
