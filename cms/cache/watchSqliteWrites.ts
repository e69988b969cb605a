import type { Client } from '@libsql/client'
import Database from 'libsql'
import fs from 'node:fs'
import type { Payload } from 'payload'

import { sqliteClient } from '../db/drivers'
import { sqliteFilePath } from '../db/sqliteFilePath'
import { sessionCache } from '../auth/sessionCache'
import { accountAnswers } from './accountAnswers'

export type WriteWatch = {
  /** Resolves once the database has been checked for commits, by a check that began after this call. */
  unchanged: () => Promise<void>
}

/**
 * Forgets the cached account answers whenever the SQLite file may have changed: when this process
 * begins a transaction (libsql then also opens a new connection), once it has committed or rolled
 * back, and when any connection has committed (SQLite's `PRAGMA data_version` on a connection of
 * its own, which moves on every other connection's commit: this process's and other processes').
 * Await `unchanged()` before answering from the cache.
 *
 * The reads that arrive together share one check: the first schedules it for the end of the
 * event loop's current round (setImmediate), the others wait for the same one. It still runs after
 * each of them arrived, so none misses a commit made before it came in; at 50 connections one check
 * serves several reads instead of each paying for its own (it was a fifth of a cached read's CPU).
 *
 * The check has its own connection and keeps its statement prepared: through libsql's client
 * (`client.execute`, which prepares every statement again and builds a result set) it was about a
 * fifth of a cached GET /api/cart's CPU; a prepared statement is a few microseconds. The connection
 * never holds a read transaction between checks, so it keeps no snapshot and no checkpoint waits on it.
 */
export function watchSqliteWrites(payload: Payload, databaseUri: string): WriteWatch {
  const client = sqliteClient(payload)
  // The signed-in users too (cms/auth/sessionCache.ts): another process's sign-out or demotion shows at once.
  const forget = () => {
    accountAnswers.forgetAll()
    sessionCache.forgetAll()
  }

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
  if (!file || !fs.existsSync(file)) return { unchanged: async () => {} }
  const statement = new Database(file).prepare('PRAGMA data_version').raw()
  const dataVersion = () => (statement.get() as unknown[])[0]
  let lastVersion = dataVersion()
  accountAnswers.enabled = true

  let pending: Promise<void> | null = null
  const check = (resolve: () => void, reject: (err: unknown) => void) =>
    setImmediate(() => {
      pending = null
      try {
        const version = dataVersion()
        if (version !== lastVersion) forget()
        lastVersion = version
        resolve()
      } catch (err) {
        reject(err)
      }
    })
  const unchanged = () => (pending ??= new Promise<void>(check))
  sessionCache.watchWith(unchanged)
  return { unchanged }
}
