import { contentVersion } from '../catalog/contentVersion'
import { type CatalogSnapshot, productCache } from '../catalog/productCache'

/** The signed-in reads answered from memory (their JSON exactly as the /api routers send it). */
export type AccountRead = '/api/cart' | '/api/auth/user' | '/api/account/orders'

export const ACCOUNT_READS: ReadonlySet<string> = new Set<AccountRead>(['/api/cart', '/api/auth/user', '/api/account/orders'])

type Entry = { epoch: number; content: number; body: Buffer; catalogue: CatalogSnapshot | null }
/** When an answer was read: the epoch and the catalogue's version before the database was asked. */
export type AnswerStamp = { epoch: number; content: number }

const MAX_ENTRIES = 30_000

/**
 * A signed-in shopper's cart, profile and order list, kept between writes. Any write to the
 * database by this process (every Payload transaction, when it begins and once it has committed)
 * moves the epoch and so forgets every answer; a cart also depends on the catalogue it embeds
 * (contentVersion, and kept no longer than that very catalogue snapshot lives). Writes by other processes on the same SQLite file are seen through SQLite's
 * data_version (cms/cache/watchSqliteWrites.ts). An answer read while a write was under way is not
 * kept: its epoch moved before it could be stored. Coarse on purpose: a write is rare next to the
 * reads of every page, and nothing can be missed.
 */
class AccountAnswers {
  private entries = new Map<string, Entry>()
  private epoch = 0
  /** Off until something watches other processes' writes (no MongoDB equivalent: no caching there). */
  enabled = false

  /** Take before reading the database; pass to `set`. */
  stamp(): AnswerStamp {
    return { epoch: this.epoch, content: contentVersion.current() }
  }

  forgetAll(): void {
    this.epoch += 1
    this.entries.clear()
  }

  get(read: AccountRead, userId: string): Buffer | null {
    if (!this.enabled) return null
    const entry = this.entries.get(`${read}|${userId}`)
    if (!entry || entry.epoch !== this.epoch) return null
    // A cart embeds the catalogue it was read with: kept no longer than that catalogue, whose short
    // lifetime is what brings another process's product changes (hidden, price, stock) into view.
    if (read === '/api/cart' && (entry.content !== contentVersion.current() || entry.catalogue !== productCache.fresh())) return null
    return entry.body
  }

  /** `catalogue`: the snapshot a cart was read with (see `get`). */
  set(read: AccountRead, userId: string, stamp: AnswerStamp, body: unknown, catalogue: CatalogSnapshot | null = null): void {
    if (!this.enabled || stamp.epoch !== this.epoch) return
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
    this.entries.set(`${read}|${userId}`, { epoch: stamp.epoch, content: stamp.content, body: Buffer.from(JSON.stringify(body)), catalogue })
  }
}

export const accountAnswers = new AccountAnswers()
