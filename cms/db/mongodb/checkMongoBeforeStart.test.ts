import net from 'node:net'

import { type FakeMongod, type FakeMongodKind, startFakeMongod } from '../../../tests/support/fakeMongod'
import { checkMongoBeforeStart } from './checkMongoBeforeStart'

/**
 * The start-up check against the real MongoDB driver: servers of each kind are faked at the wire
 * protocol (tests/support/fakeMongod.ts), unreachable ones are a closed port and a name that never
 * resolves. Short server-selection timeouts in the URIs keep it fast (the shop uses the driver's 30 s).
 */
describe('checking MongoDB before the shop starts', () => {
  const fakes: FakeMongod[] = []
  afterAll(() => Promise.all(fakes.map((fake) => fake.stop())))
  async function fake(kind: FakeMongodKind) {
    const server = await startFakeMongod(kind)
    fakes.push(server)
    return server
  }
  const fast = 'serverSelectionTimeoutMS=1500'

  it('lets the shop start on the primary of the replica set its URI names', async () => {
    const primary = await fake({ kind: 'primary', setName: 'rs0' })
    await expect(checkMongoBeforeStart(`mongodb://${primary.address}/shop?replicaSet=rs0&${fast}`)).resolves.toBeUndefined()
    expect(primary.commands).toContain('hello')
  })

  it('stops on a replica set the URI does not name (Payload would run without transactions)', async () => {
    const primary = await fake({ kind: 'primary', setName: 'rs0' })
    await expect(checkMongoBeforeStart(`mongodb://${primary.address}/shop?${fast}`)).rejects.toThrow(
      /names no replica set \(replicaSet=…\).*--replSet rs0.*rs\.initiate\(\).*\?replicaSet=rs0/,
    )
  })

  it('stops on a standalone mongod, saying how to make a replica set', async () => {
    const standalone = await fake({ kind: 'standalone' })
    await expect(checkMongoBeforeStart(`mongodb://${standalone.address}/shop?${fast}`)).rejects.toThrow(/leads to a standalone mongod.*needs a replica set/)
  })

  it('stops on a sharded cluster reached without a replica set name', async () => {
    const mongos = await fake({ kind: 'mongos' })
    await expect(checkMongoBeforeStart(`mongodb://${mongos.address}/shop?${fast}`)).rejects.toThrow(/leads to a sharded cluster \(mongos\)/)
  })

  it('stops on a member started with --replSet whose replica set was never initiated, naming rs.initiate()', async () => {
    const member = await fake({ kind: 'uninitiated-member' })
    await expect(checkMongoBeforeStart(`mongodb://${member.address}/shop?replicaSet=rs0&${fast}`)).rejects.toThrow(
      new RegExp(`MongoDB at ${member.address.replace(/\./g, '\\.')} answers, but its replica set was never initiated: run rs\\.initiate\\(\\)`),
    )
  })

  it('stops when the server belongs to another replica set than the URI names', async () => {
    const primary = await fake({ kind: 'primary', setName: 'other' })
    await expect(checkMongoBeforeStart(`mongodb://${primary.address}/shop?replicaSet=rs0&${fast}`)).rejects.toThrow(
      /did not answer as the primary of replica set "rs0" within 2 s/,
    )
  })

  it('stops within the server-selection timeout when nothing listens, naming the address and the reason', async () => {
    const port = await closedPort()
    const started = Date.now()
    await expect(checkMongoBeforeStart(`mongodb://127.0.0.1:${port}/shop?replicaSet=rs0&${fast}`)).rejects.toThrow(
      new RegExp(`^MongoDB at 127\\.0\\.0\\.1:${port} did not answer as the primary of replica set "rs0" within 2 s \\(connect ECONNREFUSED`),
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
  })

  it('waits 30 s by default, so a shop whose URI sets no timeout stops within a minute', async () => {
    const { MongoClient } = await import('mongodb')
    expect(new MongoClient('mongodb://127.0.0.1:1/shop?replicaSet=rs0').options.serverSelectionTimeoutMS).toBe(30_000)
  })

  it('stops when the host name does not resolve', async () => {
    await expect(checkMongoBeforeStart(`mongodb://shop-db.invalid:27017/shop?replicaSet=rs0&${fast}`)).rejects.toThrow(
      /^MongoDB at shop-db\.invalid:27017 did not answer .*: the host name shop-db\.invalid does not resolve/,
    )
  })

  it('stops on a connection string the driver cannot read, without repeating the password', async () => {
    const failure = checkMongoBeforeStart('mongodb://shop:s3cret@db:27017/shop?replicaSet=rs0&serverSelectionTimeoutMS=soon')
    await expect(failure).rejects.toThrow(/^DATABASE_URI is not a valid MongoDB connection string/)
    await expect(failure).rejects.not.toThrow(/s3cret/)
  })
})

async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
