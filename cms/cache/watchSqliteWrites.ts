import type { Client } from '@libsql/client'
import type { Payload } from 'payload'

import { accountAnswers } from './accountAnswers'

export type WriteWatch = { unchanged: () => Promise<void> }

/**
 * Forgets the cached account answers whenever the SQLite file may have changed: when this process
 * begins a transaction (libsql then also opens a new connection), once it has committed or rolled
 * back, and when another process has committed (SQLite's `PRAGMA data_version`, which moves on
 * any other connection's commit and costs a few microseconds). `unchanged()` runs that check;
 * call it before answering from the cache.
 */
export function watchSqliteWrites(payload: Payload): WriteWatch {
  const client = (payload.db as unknown as { client: Client }).client
  let lastVersion: unknown = null
  const forget = () => {
    lastVersion = null
    accountAnswers.forgetAll()
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
  accountAnswers.enabled = true

  return {
    async unchanged() {
      const { rows } = await client.execute('PRAGMA data_version')
      const version = rows[0]?.[0]
      // No baseline (a new connection, or the first check): an answer kept meanwhile, read by a
      // route address that skipped this check (/api/cart/, /API/cart), may predate another
      // process's commit that this connection's first data_version already includes.
      if (version !== lastVersion) accountAnswers.forgetAll()
      lastVersion = version
    },
  }
}
