import { REPLICA_SET_HOWTO } from './replicaSetProblem'

/**
 * Payload turns its transactions off when the connection names no replica set (a `mongodb+srv://`
 * cluster whose DNS record names none, say); the stock ledger needs a server that runs them.
 */
export function transactionsProblem(replicaSet: string | undefined, hello: { setName?: string; msg?: string }): string | null {
  if (replicaSet && hello.setName) return null
  const what = hello.msg === 'isdbgrid' ? 'a sharded cluster (mongos)' : hello.setName ? `replica set "${hello.setName}"` : 'a standalone mongod'
  return (
    `DATABASE_URI leads to ${what}${replicaSet ? '' : ' and names no replica set (replicaSet=…)'}: ` +
    `the shop needs a replica set named in DATABASE_URI, because its orders and stock changes run in transactions. ${REPLICA_SET_HOWTO}`
  )
}
