/**
 * A TCP server that speaks just enough of MongoDB's wire protocol to answer a driver's handshake as a
 * replica set primary, a member never initiated, a standalone mongod or a mongos would. Machines
 * without a mongod can still test what the shop does with each kind of server at start-up; every
 * other command is refused.
 */
import net from 'node:net'

import { BSON } from 'mongodb'

export type FakeMongodKind =
  | { kind: 'primary'; setName: string }
  | { kind: 'uninitiated-member' }
  | { kind: 'standalone' }
  | { kind: 'mongos' }

export type FakeMongod = { port: number; address: string; commands: string[]; stop: () => Promise<void> }

const OP_REPLY = 1
const OP_QUERY = 2004
const OP_MSG = 2013

export async function startFakeMongod(server: FakeMongodKind): Promise<FakeMongod> {
  const commands: string[] = []
  const sockets = new Set<net.Socket>()
  const tcp = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let pending = Buffer.alloc(0)
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk])
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const message = pending.subarray(0, pending.readInt32LE(0))
        pending = pending.subarray(message.length)
        const reply = answer(message)
        if (reply) socket.write(reply)
      }
    })
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
  const port = (tcp.address() as net.AddressInfo).port
  const address = `127.0.0.1:${port}`

  function hello(): Record<string, unknown> {
    const base = {
      ok: 1,
      helloOk: true,
      ismaster: true,
      isWritablePrimary: true,
      maxWireVersion: 21,
      minWireVersion: 0,
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
      logicalSessionTimeoutMinutes: 30,
      localTime: new Date(),
      connectionId: 1,
    }
    if (server.kind === 'primary') {
      return { ...base, setName: server.setName, setVersion: 1, hosts: [address], primary: address, me: address, electionId: new BSON.ObjectId('7fffffff0000000000000001') }
    }
    if (server.kind === 'uninitiated-member') return { ...base, ismaster: false, isWritablePrimary: false, secondary: false, isreplicaset: true }
    if (server.kind === 'mongos') return { ...base, msg: 'isdbgrid' }
    return base
  }

  function respond(command: Record<string, unknown>): Record<string, unknown> {
    const name = Object.keys(command)[0] ?? ''
    commands.push(name)
    if (['hello', 'ismaster', 'isMaster'].includes(name)) return hello()
    if (['ping', 'endSessions'].includes(name)) return { ok: 1 }
    return { ok: 0, code: 59, codeName: 'CommandNotFound', errmsg: `the fake mongod does not run ${name}` }
  }

  function answer(message: Buffer): Buffer | null {
    const requestId = message.readInt32LE(4)
    const opCode = message.readInt32LE(12)
    if (opCode === OP_QUERY) {
      // flags, then the collection name (a C string), numberToSkip, numberToReturn, then the query.
      const nameEnd = message.indexOf(0, 20)
      const query = BSON.deserialize(message.subarray(nameEnd + 9))
      const body = BSON.serialize(respond(query))
      const head = Buffer.alloc(36)
      head.writeInt32LE(36 + body.length, 0)
      head.writeInt32LE(requestId + 1, 4)
      head.writeInt32LE(requestId, 8)
      head.writeInt32LE(OP_REPLY, 12)
      head.writeInt32LE(0, 16) // responseFlags
      head.writeBigInt64LE(0n, 20) // cursorID
      head.writeInt32LE(0, 28) // startingFrom
      head.writeInt32LE(1, 32) // numberReturned
      return Buffer.concat([head, body])
    }
    if (opCode === OP_MSG) {
      // flagBits, then section kind 0 (the command document). Other sections carry no command here.
      const command = BSON.deserialize(message.subarray(21, 21 + message.readInt32LE(21)))
      const body = BSON.serialize(respond(command))
      const head = Buffer.alloc(21)
      head.writeInt32LE(21 + body.length, 0)
      head.writeInt32LE(requestId + 1, 4)
      head.writeInt32LE(requestId, 8)
      head.writeInt32LE(OP_MSG, 12)
      head.writeUInt32LE(0, 16)
      head.writeUInt8(0, 20)
      return Buffer.concat([head, body])
    }
    return null
  }

  return {
    port,
    address,
    commands,
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => tcp.close(resolve))
    },
  }
}
