import { mongoUriParts } from './mongoUriParts'

/** How to get a replica set, in the words of docker-compose.yml (which does all of it). */
export const REPLICA_SET_HOWTO =
  'To make one (a single node is enough): start mongod with --replSet rs0, run rs.initiate() once in mongosh, ' +
  'and add ?replicaSet=rs0 to DATABASE_URI, e.g. mongodb://mongo:27017/shop?replicaSet=rs0. docker-compose.yml does all three.'

/**
 * The shop on MongoDB needs transactions: its stock ledger takes a payment's claim and its stock in
 * one, and Payload's own multi-document writes use them. MongoDB runs transactions only on a replica
 * set, and Payload turns its own off unless the connection names one (`replicaSet=`). A
 * `mongodb+srv://` address may name it in DNS: that is checked once connected (checkMongoBeforeStart).
 */
export function replicaSetProblem(uri: string): string | null {
  const { srv, options } = mongoUriParts(uri)
  if (srv || options.get('replicaset')) return null
  return `DATABASE_URI names no replica set (replicaSet=…). The shop needs a MongoDB replica set: orders and stock changes run in transactions, which a standalone mongod cannot run. ${REPLICA_SET_HOWTO}`
}
