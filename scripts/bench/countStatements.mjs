/**
 * Preload (`node --import ./scripts/bench/countStatements.mjs`) for scripts/bench/profileCheckout.ts:
 * counts every SQL statement libsql prepares (libsql keeps no statement cache, so each statement run
 * is one prepare). On SIGUSR2 it writes the counts so far, by statement shape, to
 * STATEMENT_COUNT_FILE, so a caller can take the difference across a burst.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import process from 'node:process'

// The same module object the server's `import Database from 'libsql'` gets (CommonJS is cached once).
const Database = createRequire(path.resolve('package.json'))('libsql')

const counts = new Map()
const prepare = Database.prototype.prepare
Database.prototype.prepare = function countedPrepare(sql, ...rest) {
  // The shape of a statement: its first words and table, without values.
  const shape = String(sql).replace(/\s+/g, ' ').replace(/\(\?(, ?\?)*\)/g, '(?)').slice(0, 90)
  counts.set(shape, (counts.get(shape) ?? 0) + 1)
  return prepare.call(this, sql, ...rest)
}

process.on('SIGUSR2', () => {
  const file = process.env.STATEMENT_COUNT_FILE
  if (file) fs.writeFileSync(file, JSON.stringify(Object.fromEntries(counts)))
})
