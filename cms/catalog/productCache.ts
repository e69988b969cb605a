/**
 * The serialized product list, kept in memory because every shopper's first screen asks for it.
 * Writes in this process invalidate it at once; the short lifetime bounds how long a write made
 * by another process (or straight in the database) takes to show. Stock shown here is advisory:
 * the order path re-checks stock in the database.
 */
const LIFETIME_MS = 1000

type Entry = { body: string; etag: string; expiresAt: number }

class ProductCache {
  private entry: Entry | null = null
  private generation = 0

  get(now = Date.now()): Entry | null {
    return this.entry && this.entry.expiresAt > now ? this.entry : null
  }

  /** Stores a freshly built list unless a write happened while it was being built. */
  set(body: string, etag: string, builtAtGeneration: number, now = Date.now()): void {
    if (builtAtGeneration !== this.generation) return
    this.entry = { body, etag, expiresAt: now + LIFETIME_MS }
  }

  currentGeneration(): number {
    return this.generation
  }

  invalidate(): void {
    this.generation += 1
    this.entry = null
  }
}

export const productCache = new ProductCache()
