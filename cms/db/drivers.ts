import type { Client } from '@libsql/client'
import type { Payload } from 'payload'

/**
 * The one place that reaches below Payload's database adapter to the drivers it opened (decision
 * 29): the shop's conditional writes (stock ledger, outbox, limit store, reset tokens), the checkout's
 * prepared reads and the connection pragmas need them, and Payload's adapter types do not name them.
 * Each helper names the documented property it reads; a Payload upgrade that moves one fails here.
 */
type Db = Pick<Payload, 'db'>

/** SQLite: the libsql client `@payloadcms/db-sqlite` opened (`payload.db.client`). */
export function sqliteClient(payload: Db): Client {
  return (payload.db as unknown as { client: Client }).client
}

/** SQLite: Payload's Drizzle instance and its tables ("Access to Drizzle": `payload.db.drizzle`, `payload.db.tables`). */
export function sqliteDrizzle<Drizzle, Table>(payload: Db): { drizzle: Drizzle; tables: Record<string, Table> } {
  const { drizzle, tables } = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  return { drizzle, tables }
}

/** MongoDB: Payload's Mongoose model of a collection (`payload.db.collections[slug]`); it casts ids and dates as Payload stores them. */
export function mongooseModel<Model>(payload: Db, slug: string): Model {
  return (payload.db as unknown as { collections: Record<string, Model> }).collections[slug]
}

/** MongoDB: Payload's Mongoose connection (`payload.db.connection`): its native database and client. */
export function mongooseConnection<Connection>(payload: Db): Connection {
  return (payload.db as unknown as { connection: Connection }).connection
}
