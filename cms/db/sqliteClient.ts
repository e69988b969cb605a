import type { Client, InArgs, InStatement, InValue, IntMode, ResultSet, Row, Transaction, TransactionMode } from '@libsql/client'
import { LibsqlError } from '@libsql/client'
import Database from 'libsql'

import { sqliteFilePath } from './sqliteFilePath'

/** Prepared statements kept per connection; the least recently used beyond this are let go. */
export const KEPT_STATEMENTS_PER_CONNECTION = 300

/** A statement that changes the schema: never kept, and every kept statement of the process is let go. */
const SCHEMA_CHANGE = /^\s*(?:--[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*(CREATE|ALTER|DROP)\b/i
const SCHEMA_CHANGE_ANYWHERE = /\b(CREATE|ALTER|DROP)\b/i
/**
 * A statement whose columns are the table's (`SELECT *`, `t.*`, `RETURNING *`): SQLite prepares a
 * kept statement again by itself when the schema changed (another process's migration, or a
 * transaction of this client committed after the statement was kept), and such a statement then
 * answers other columns, or the same in another order. Its columns are read after every run.
 */
const STAR_COLUMNS = /(?:\bSELECT|\bRETURNING|\bDISTINCT|\bALL|,)\s*(?:(?:"[^"]*"|`[^`]*`|\[[^\]]*\]|\w+)\s*\.\s*)?\*/i

type LibsqlDatabase = InstanceType<typeof Database>
type LibsqlStatement = ReturnType<LibsqlDatabase['prepare']>
type Kept = { statement: LibsqlStatement; columns: string[] | null; columnTypes: string[]; star: boolean }

/**
 * What every connection of the client is opened with. Payload's adapter sets WAL, the journal limit,
 * `synchronous` and `busy_timeout` only on a client it opens itself, and on its first connection only.
 */
export type ConnectionSetup = { busyTimeoutMs: number; synchronous: 'NORMAL' | 'FULL'; journalSizeLimit?: number }

/**
 * Connections kept for the next transactions once theirs ended. @libsql/client opens a connection
 * per transaction and leaves the one it ended on to the garbage collector: two open files each
 * (and here its kept statements) until a full collection, 400 files after 200 transactions.
 */
const IDLE_CONNECTIONS = 4

/** Payload's default journal size limit with WAL (64 MB). */
const JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024

/** Every open connection's kept statements (a schema change anywhere in the process forgets them all). */
const allConnections = new Set<WeakRef<Connection>>()

/**
 * One libsql connection and the statements prepared on it, by SQL and by the shape of the values
 * bound (SQLite keeps a statement's bound values between runs, so a statement run with fewer
 * positional values than before would read the earlier run's: each shape gets its own statement).
 * Each run binds every value again and runs the statement to its end, synchronously, as
 * @libsql/client does; libsql resets a statement before each run.
 */
class Connection {
  readonly db: LibsqlDatabase
  private kept = new Map<string, Kept>()
  private readonly ref = new WeakRef(this)

  constructor(path: string, pragmas: ConnectionSetup) {
    this.db = new Database(path)
    // journal_size_limit belongs to the connection, not to the file: set on each, or the WAL file of a
    // shop started on a database already in WAL keeps the size of its largest burst.
    const journalSizeLimit = Math.trunc(pragmas.journalSizeLimit ?? JOURNAL_SIZE_LIMIT)
    this.db.exec(`PRAGMA busy_timeout = ${Math.trunc(pragmas.busyTimeoutMs)}; PRAGMA synchronous = ${pragmas.synchronous}; PRAGMA journal_size_limit = ${journalSizeLimit};`)
    // A transaction's connection is let go once it ends (as @libsql/client lets it go): forget it here too.
    if (allConnections.size >= 64) for (const ref of allConnections) if (!ref.deref()) allConnections.delete(ref)
    allConnections.add(this.ref)
  }

  forgetStatements(): void {
    this.kept.clear()
  }

  /** libsql closes the file once its last statement is let go: the kept ones go now. */
  close(): void {
    this.kept.clear()
    allConnections.delete(this.ref)
    this.db.close()
  }

  run(stmt: InStatement, intMode: IntMode): ResultSet {
    const sql = typeof stmt === 'string' ? stmt : stmt.sql
    const given = typeof stmt === 'string' ? undefined : stmt.args
    const args = bindable(given, intMode)
    try {
      const kept = this.statement(sql, args)
      if (kept.columns) {
        const values = kept.statement.all(args) as unknown[][]
        // After the run: the statement SQLite prepared again, if it did, is the one described.
        if (kept.star) describe(kept)
        const columns = kept.columns
        const rows = values.map((row) => rowOf(row, columns, intMode))
        return new ShopResultSet(columns, kept.columnTypes, rows, 0, undefined)
      }
      const info = kept.statement.run(args) as { changes: number; lastInsertRowid: number | bigint }
      return new ShopResultSet([], [], [], info.changes, BigInt(info.lastInsertRowid))
    } catch (err) {
      throw asLibsqlError(err)
    }
  }

  exec(sql: string): void {
    if (SCHEMA_CHANGE_ANYWHERE.test(sql)) forgetEveryStatement()
    try {
      this.db.exec(sql)
    } catch (err) {
      throw asLibsqlError(err)
    }
  }

  private statement(sql: string, args: unknown[] | Record<string, unknown>): Kept {
    const schemaChange = SCHEMA_CHANGE.test(sql)
    const key = schemaChange ? '' : `${Array.isArray(args) ? args.length : Object.keys(args).join(',')}\u0000${sql}`
    const found = schemaChange ? undefined : this.kept.get(key)
    if (found) {
      // Most recently used last: the first entry is the one let go.
      this.kept.delete(key)
      this.kept.set(key, found)
      return found
    }
    if (schemaChange) forgetEveryStatement()
    const statement = this.db.prepare(sql)
    statement.safeIntegers(true)
    const kept: Kept = { statement, columns: null, columnTypes: [], star: false }
    if (statement.reader) {
      statement.raw(true)
      describe(kept)
      kept.star = STAR_COLUMNS.test(sql)
    }
    if (!schemaChange) {
      this.kept.set(key, kept)
      if (this.kept.size > KEPT_STATEMENTS_PER_CONNECTION) this.kept.delete(this.kept.keys().next().value!)
    }
    return kept
  }
}

function describe(kept: Kept): void {
  const described = kept.statement.columns() as { name: string; type: string | null }[]
  kept.columns = described.map((column) => column.name)
  kept.columnTypes = described.map((column) => column.type ?? '')
}

function forgetEveryStatement(): void {
  for (const ref of allConnections) {
    const connection = ref.deref()
    if (connection) connection.forgetStatements()
    else allConnections.delete(ref)
  }
}

/**
 * The shop's own libsql client on SQLite (decision 55): what @libsql/client's local client does
 * (`execute`, `batch`, `transaction`, `executeMultiple`, `migrate`; a transaction takes the
 * connection and the client goes on with one whose transaction ended, or a new one: @libsql/client
 * leaves every ended transaction's connection open until a full garbage collection), with each connection's
 * statements prepared once and kept (`KEPT_STATEMENTS_PER_CONNECTION`). Payload's SQLite adapter is
 * given this client (cms/db/databaseAdapter.ts) and opens none of its own. `file:` URLs only.
 */
export function createShopSqliteClient(url: string, setup: ConnectionSetup, intMode: IntMode = 'number'): Client {
  if (!url.startsWith('file:')) throw new LibsqlError(`Only file: URLs are supported by the shop's SQLite client (${url})`, 'URL_SCHEME_NOT_SUPPORTED')
  const file = sqliteFilePath(url)
  const client = new ShopSqliteClient(file ?? ':memory:', setup, intMode)
  // WAL is a property of the file: set once (an in-memory database has none).
  if (file) client.setUpFile()
  return client
}

class ShopSqliteClient implements Client {
  closed = false
  readonly protocol = 'file'
  private connection: Connection | null
  /** Connections whose transaction ended, for the next transactions (at most IDLE_CONNECTIONS). */
  private idle: Connection[] = []

  constructor(
    private readonly path: string,
    private readonly setup: ConnectionSetup,
    private readonly intMode: IntMode,
  ) {
    this.connection = new Connection(path, setup)
    this.connection.run('SELECT 1 AS checkThatTheDatabaseCanBeOpened', intMode)
  }

  setUpFile(): void {
    const connection = this.open()
    const { rows } = connection.run('PRAGMA journal_mode', this.intMode)
    if (rows[0]?.journal_mode !== 'wal') connection.exec('PRAGMA journal_mode = WAL;')
  }

  async execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt = typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql
    return this.open().run(stmt, this.intMode)
  }

  async batch(stmts: InStatement[], mode: TransactionMode = 'deferred'): Promise<ResultSet[]> {
    return this.allOrNothing(this.open(), beginOf(mode), stmts)
  }

  async migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    const connection = this.open()
    connection.run('PRAGMA foreign_keys=off', this.intMode)
    try {
      return this.allOrNothing(connection, 'BEGIN DEFERRED', stmts)
    } finally {
      connection.run('PRAGMA foreign_keys=on', this.intMode)
    }
  }

  /** `stmts` in one transaction begun with `begin`: every result, or a rollback and the error. */
  private allOrNothing(connection: Connection, begin: string, stmts: InStatement[]): ResultSet[] {
    try {
      connection.run(begin, this.intMode)
      const results = stmts.map((stmt) => {
        if (!connection.db.inTransaction) throw new LibsqlError('The transaction has been rolled back', 'TRANSACTION_CLOSED')
        return connection.run(stmt, this.intMode)
      })
      connection.run('COMMIT', this.intMode)
      return results
    } finally {
      if (connection.db.inTransaction) connection.run('ROLLBACK', this.intMode)
    }
  }

  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    const begin = beginOf(mode)
    const connection = this.open()
    connection.run(begin, this.intMode)
    // The transaction keeps this connection; the next use takes one whose transaction ended, or
    // opens another (as @libsql/client does). The ended transaction gives its connection back.
    this.connection = this.idle.pop() ?? null
    return new ShopSqliteTransaction(connection, this.intMode, (ended) => this.release(ended))
  }

  async executeMultiple(sql: string): Promise<void> {
    const connection = this.open()
    try {
      connection.exec(sql)
    } finally {
      if (connection.db.inTransaction) connection.run('ROLLBACK', this.intMode)
    }
  }

  async sync(): Promise<undefined> {
    throw new LibsqlError('sync is not supported by the shop\'s SQLite client', 'SYNC_NOT_SUPPORTED')
  }

  close(): void {
    this.closed = true
    this.connection?.close()
    this.connection = null
    for (const connection of this.idle.splice(0)) connection.close()
  }

  private release(connection: Connection): void {
    if (this.closed || connection.db.inTransaction || this.idle.length >= IDLE_CONNECTIONS) connection.close()
    else this.idle.push(connection)
  }

  private open(): Connection {
    if (this.closed) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED')
    return (this.connection ??= this.idle.pop() ?? new Connection(this.path, this.setup))
  }
}

/**
 * A transaction on the connection it took. Once the connection is out of the transaction (commit,
 * rollback, close, or an error SQLite ended it with) the connection goes back to the client and the
 * transaction stays closed: it never runs a statement on a connection another transaction now uses.
 */
class ShopSqliteTransaction implements Transaction {
  private ended = false

  constructor(
    private readonly connection: Connection,
    private readonly intMode: IntMode,
    private readonly release: (connection: Connection) => void,
  ) {}

  get closed(): boolean {
    return this.ended || !this.connection.db.inTransaction
  }

  async execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt = typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql
    this.checkOpen()
    try {
      return this.connection.run(stmt, this.intMode)
    } finally {
      this.endIfOver()
    }
  }

  async batch(stmts: InStatement[]): Promise<ResultSet[]> {
    try {
      return stmts.map((stmt) => {
        this.checkOpen()
        return this.connection.run(stmt, this.intMode)
      })
    } finally {
      this.endIfOver()
    }
  }

  async executeMultiple(sql: string): Promise<void> {
    this.checkOpen()
    try {
      this.connection.exec(sql)
    } finally {
      this.endIfOver()
    }
  }

  async rollback(): Promise<void> {
    if (!this.connection.db.open) return
    this.checkOpen()
    try {
      this.connection.run('ROLLBACK', this.intMode)
    } finally {
      this.endIfOver()
    }
  }

  async commit(): Promise<void> {
    this.checkOpen()
    try {
      this.connection.run('COMMIT', this.intMode)
    } finally {
      this.endIfOver()
    }
  }

  close(): void {
    if (this.ended) return
    try {
      if (this.connection.db.inTransaction) this.connection.run('ROLLBACK', this.intMode)
    } finally {
      this.endIfOver()
    }
  }

  private endIfOver(): void {
    if (this.ended || this.connection.db.inTransaction) return
    this.ended = true
    this.release(this.connection)
  }

  private checkOpen(): void {
    if (this.closed) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED')
  }
}

class ShopResultSet implements ResultSet {
  constructor(
    readonly columns: string[],
    readonly columnTypes: string[],
    readonly rows: Row[],
    readonly rowsAffected: number,
    readonly lastInsertRowid: bigint | undefined,
  ) {}

  toJSON(): unknown {
    return {
      columns: this.columns,
      columnTypes: this.columnTypes,
      rows: this.rows.map((row) => Array.from(row as ArrayLike<unknown>, valueToJson)),
      rowsAffected: this.rowsAffected,
      lastInsertRowid: this.lastInsertRowid === undefined ? null : String(this.lastInsertRowid),
    }
  }
}

/** As @libsql/client writes a result set as JSON: integers as text, blobs as base64. */
function valueToJson(value: unknown): unknown {
  if (typeof value === 'bigint') return String(value)
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('base64')
  return value
}

function beginOf(mode: TransactionMode): string {
  if (mode === 'write') return 'BEGIN IMMEDIATE'
  if (mode === 'read') return 'BEGIN TRANSACTION READONLY'
  if (mode === 'deferred') return 'BEGIN DEFERRED'
  throw new RangeError('Unknown transaction mode, supported values are "write", "read" and "deferred"')
}

/** A row as @libsql/client builds it: values by index (not enumerable) and by column name (the first of a name). */
function rowOf(values: unknown[], columns: string[], intMode: IntMode): Row {
  const row: Record<string | number, unknown> = {}
  Object.defineProperty(row, 'length', { value: values.length })
  for (let i = 0; i < values.length; i += 1) {
    const value = valueFromSql(values[i], intMode)
    Object.defineProperty(row, i, { value })
    const column = columns[i]
    if (!Object.hasOwn(row, column)) Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true })
  }
  return row as Row
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER)
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)
const MIN_INTEGER = -(2n ** 63n)
const MAX_INTEGER = 2n ** 63n - 1n

function valueFromSql(value: unknown, intMode: IntMode): unknown {
  if (typeof value === 'bigint') {
    if (intMode === 'number') {
      if (value < MIN_SAFE || value > MAX_SAFE) throw new RangeError('Received integer which cannot be safely represented as a JavaScript number')
      return Number(value)
    }
    return intMode === 'bigint' ? value : String(value)
  }
  if (value instanceof Buffer) return value.buffer
  return value
}

function bindable(args: InArgs | undefined, intMode: IntMode): unknown[] | Record<string, unknown> {
  if (args === undefined) return []
  if (Array.isArray(args)) return args.map((value) => valueToSql(value, intMode))
  const named: Record<string, unknown> = {}
  for (const name in args) {
    const bare = name[0] === '@' || name[0] === '$' || name[0] === ':' ? name.slice(1) : name
    named[bare] = valueToSql((args as Record<string, InValue>)[name], intMode)
  }
  return named
}

function valueToSql(value: InValue, intMode: IntMode): unknown {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
    return value
  }
  if (typeof value === 'bigint') {
    if (value < MIN_INTEGER || value > MAX_INTEGER) throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument')
    return value
  }
  if (typeof value === 'boolean') return intMode === 'bigint' ? (value ? 1n : 0n) : intMode === 'string' ? (value ? '1' : '0') : value ? 1 : 0
  if (value instanceof ArrayBuffer) return Buffer.from(value)
  if (value instanceof Date) return value.valueOf()
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database')
  return value
}

function asLibsqlError(err: unknown): unknown {
  if (err instanceof Database.SqliteError) {
    const sqlite = err as Error & { code: string; rawCode?: number }
    return new LibsqlError(sqlite.message, sqlite.code, sqlite.rawCode, sqlite)
  }
  return err
}
