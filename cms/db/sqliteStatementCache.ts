import Database from 'libsql'

/** Distinct statements kept per connection (Payload's `IN (?, ?, …)` lists make many shapes). */
export const STATEMENTS_PER_CONNECTION = 300

type Statement = Database.Statement<unknown[]>
type Connection = { prepare(sql: string): Statement; exec(sql: string): unknown }
type Cache = { schemaVersion: number; statements: Map<string, Statement> }

/** Moves on every schema change made through any connection of this process: cached statements are then dropped. */
let schemaVersion = 0
let installed = false

/**
 * Keeps libsql's prepared statements, per connection, for the next run of the same SQL.
 *
 * `@libsql/client` prepares every statement again on every run, then asks the statement for its
 * columns twice: in a 50-buyer checkout burst, preparing was 9 % and `columns()` 6 % of the
 * server's CPU (decision 19). A statement is run to the end synchronously by the client (`all()`
 * or `run()`), and libsql resets it before each run (also after an error or an unfinished
 * iteration), so one statement can serve every later run of its SQL on that connection.
 *
 * Schema changes (CREATE, ALTER, DROP: migrations) are never cached and drop every cached
 * statement of the process, since a kept statement would keep describing the old columns. Another
 * process changing the schema while this one serves is not supported (its Payload would not match).
 */
export function cacheSqliteStatements(): void {
  if (installed) return
  installed = true
  const caches = new WeakMap<object, Cache>()
  const connection = Database.prototype as unknown as Connection
  const prepare = connection.prepare
  const exec = connection.exec

  // Scripts (`client.executeMultiple`, migrations) run through exec, not prepare.
  connection.exec = function watchedExec(this: Connection, sql: string) {
    if (changesSchema(sql)) schemaVersion += 1
    return exec.call(this, sql)
  }

  connection.prepare = function cachedPrepare(this: Connection, sql: string): Statement {
    if (!isCacheable(sql)) {
      if (changesSchema(sql)) schemaVersion += 1
      return prepare.call(this, sql)
    }
    let cache = caches.get(this)
    if (!cache || cache.schemaVersion !== schemaVersion) {
      cache = { schemaVersion, statements: new Map() }
      caches.set(this, cache)
    }
    const kept = cache.statements.get(sql)
    if (kept) {
      // Most recently used last: the oldest is the one let go when the cache is full.
      cache.statements.delete(sql)
      cache.statements.set(sql, kept)
      return kept
    }
    const statement = rememberSettings(prepare.call(this, sql), () => prepare.call(this, sql))
    if (cache.statements.size >= STATEMENTS_PER_CONNECTION) cache.statements.delete(cache.statements.keys().next().value!)
    cache.statements.set(sql, statement)
    return statement
  }
}

/** Reads and writes of rows; not transactions, pragmas or schema changes. */
function isCacheable(sql: string): boolean {
  return /^\s*(select|insert|update|delete|with)\b/i.test(sql)
}

/** Anywhere in the text: a migration's script may start with a comment or hold several statements. */
function changesSchema(sql: string): boolean {
  return /\b(create|alter|drop)\s+(table|index|unique|view|trigger|virtual)\b/i.test(sql)
}

/**
 * The client sets `safeIntegers(true)` and `raw(true)` and reads `columns()` twice on every run:
 * each is a native call. Settings already in place are not set again, and the columns (fixed for
 * a prepared statement) are read once.
 *
 * SQLite keeps a statement's bound values from one run to the next: a run given fewer positional
 * values than an earlier one would reuse the earlier run's values where a new statement binds
 * NULL. So a kept statement serves only runs with as many positional values as its first run
 * (every run of Payload's and our SQL); any other run gets a statement of its own.
 */
function rememberSettings(statement: Statement, prepareAgain: () => Statement): Statement {
  const native = {
    raw: statement.raw,
    safeIntegers: statement.safeIntegers,
    columns: statement.columns,
    all: statement.all,
    run: statement.run,
    get: statement.get,
    iterate: statement.iterate,
  }
  let raw: { on: boolean; error?: unknown } | null = null
  let safeIntegers: boolean | null = null
  let columns: ReturnType<Statement['columns']> | null = null
  let valueCount: number | null = null
  const runs = <M extends 'all' | 'run' | 'get' | 'iterate'>(method: M) =>
    function keptRun(...values: unknown[]) {
      const count = positionalValueCount(values)
      valueCount ??= count
      if (count === valueCount) return (native[method] as (...v: unknown[]) => unknown).apply(statement, values)
      const own = prepareAgain()
      if (safeIntegers !== null) own.safeIntegers(safeIntegers)
      if (raw && !raw.error) own.raw(raw.on)
      return (own[method] as (...v: unknown[]) => unknown).apply(own, values)
    }
  return Object.assign(statement, {
    raw(on = true) {
      if (raw?.on !== on) {
        try {
          native.raw.call(statement, on)
          raw = { on }
        } catch (error) {
          // A statement that returns no rows refuses raw mode; the client relies on the refusal.
          raw = { on, error }
        }
      }
      if (raw.error) throw raw.error
      return statement
    },
    safeIntegers(on = true) {
      if (safeIntegers !== on) native.safeIntegers.call(statement, on)
      safeIntegers = on
      return statement
    },
    columns() {
      columns ??= native.columns.call(statement)
      return columns
    },
    all: runs('all'),
    run: runs('run'),
    get: runs('get'),
    iterate: runs('iterate'),
  }) as Statement
}

/** Values bound by name (one plain object) are bound afresh by name on every run: -1. */
function positionalValueCount(values: unknown[]): number {
  const [first] = values
  if (values.length === 1 && Array.isArray(first)) return first.length
  if (values.length === 1 && first !== null && typeof first === 'object' && !(first instanceof Uint8Array)) return -1
  return values.flat().length
}
