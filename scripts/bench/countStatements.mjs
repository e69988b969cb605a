/**
 * Preload (`node --import ./scripts/bench/countStatements.mjs`) for scripts/bench/profileCheckout.ts:
 * counts every SQL statement libsql runs (`all()` or `run()`, as @libsql/client runs them: a
 * prepared statement may run more than once). On SIGUSR2 it writes the counts so far, by statement shape, to
 * STATEMENT_COUNT_FILE, so a caller can take the difference across a burst.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import process from 'node:process'

// The same module object the server's `import Database from 'libsql'` gets (CommonJS is cached once).
const Database = createRequire(path.resolve('package.json'))('libsql')

const counts = new Map()
const sqlOf = new WeakMap()
const prepare = Database.prototype.prepare
Database.prototype.prepare = function notedPrepare(sql, ...rest) {
  const statement = prepare.call(this, sql, ...rest)
  sqlOf.set(statement, String(sql))
  return statement
}
// Statement is not exported: its prototype is reached through a statement.
const Statement = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1'))
for (const method of ['all', 'run']) {
  const original = Statement[method]
  Statement[method] = function countedRun(...args) {
    // The shape of a statement: its first words and table, without values.
    const shape = (sqlOf.get(this) ?? '?').replace(/\s+/g, ' ').replace(/\(\?(, ?\?)*\)/g, '(?)').slice(0, 90)
    counts.set(shape, (counts.get(shape) ?? 0) + 1)
    const startedAt = process.hrtime.bigint()
    try {
      return original.apply(this, args)
    } finally {
      const key = `µs ${shape}`
      counts.set(key, (counts.get(key) ?? 0) + Number(process.hrtime.bigint() - startedAt) / 1000)
    }
  }
}

process.on('SIGUSR2', () => {
  const file = process.env.STATEMENT_COUNT_FILE
  if (file) fs.writeFileSync(file, JSON.stringify(Object.fromEntries(counts)))
})
