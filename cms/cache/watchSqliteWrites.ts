import type { Client } from '@libsql/client'
import Database from 'libsql'
import fs from 'node:fs'
import type { Payload } from 'payload'

import { sqliteFilePath } from '../db/sqliteFilePath'
import { accountAnswers } from './accountAnswers'

export type WriteWatch = { unchanged: () => void }

/**
 * Forgets the cached account answers whenever the SQLite file may have changed: when this process
 * begins a transaction (libsql then also opens a new connection), once it has committed or rolled
 * back, and when any connection has committed (SQLite's `PRAGMA data_version` on a connection of
 * its own, which moves on every other connection's commit: this process's and other processes').
 * `unchanged()` runs that check, synchronously; call it before answering from the cache.
 *
 * The check has its own connection and keeps its statement prepared: through libsql's client
 * (`client.execute`, which prepares every statement again and builds a result set) it was about a
 * fifth of a cached GET /api/cart's CPU; a prepared statement is a few microseconds. The connection
 * never holds a read transaction between checks, so it keeps no snapshot and no checkpoint waits on it.
 */
export function watchSqliteWrites(payload: Payload, databaseUri: string): WriteWatch {
  const client = (payload.db as unknown as { client: Client }).client
  const forget = () => accountAnswers.forgetAll()

  const transaction = client.transaction.bind(client)
  client.transaction = ((...args: Parameters<Client['transaction']>) => {
    forget()
    return transaction(...args)
  }) as Client['transaction']
  const db = payload.db as unknown as Record<'commitTransaction' | 'rollbackTransaction', (id: unknown) => Promise<void>>
  for (const method of ['commitTransaction', 'rollbackTransaction'] as const) {
    const original = db[method].bind(payload.db)
    db[method] = async (id) => {
      try {
        await original(id)
      } finally {
        forget()
      }
    }
  }

  const file = sqliteFilePath(databaseUri)
  // Never open a path that is not the shop's database: libsql would create an empty file whose
  // data_version never moves. Without the file (an in-memory database), nothing is cached.
  if (!file || !fs.existsSync(file)) return { unchanged: () => {} }
  const statement = new Database(file).prepare('PRAGMA data_version').raw()
  const dataVersion = () => (statement.get() as unknown[])[0]
  let lastVersion = dataVersion()
  accountAnswers.enabled = true

  return {
    unchanged() {
      const version = dataVersion()
      if (version !== lastVersion) accountAnswers.forgetAll()
      lastVersion = version
    },
  }
}
