import { createHash } from 'node:crypto'

import type { ApiProduct } from '@shared/api'
import { contentVersion } from './contentVersion'

/**
 * The serialized catalogue, kept in memory because every shopper's first screen asks for it and
 * every cart read embeds products. Writes in this process invalidate it at once; the short
 * lifetime bounds how long a write made by another process (or in the database) takes to show.
 * Stock shown from here is advisory: the order path re-checks stock in the database.
 */
const LIFETIME_MS = 1000

export type CatalogSnapshot = {
  products: ApiProduct[]
  byId: Map<string, ApiProduct>
  /** The JSON answer of GET /api/products, ready to send. */
  body: Buffer
  etag: string
}

class ProductCache {
  /** How long a snapshot serves; 0 (FAST_PATHS=off) reads the database for every request. */
  lifetimeMs = LIFETIME_MS
  private entry: { snapshot: CatalogSnapshot; expiresAt: number } | null = null
  private building: Promise<CatalogSnapshot> | null = null
  private generation = 0
  /** The last snapshot built, kept past its lifetime to be reused by an identical rebuild. */
  private last: CatalogSnapshot | null = null

  /** The current snapshot, built by `load` when missing or stale (one build at a time). */
  async snapshot(load: () => Promise<ApiProduct[]>, now = Date.now()): Promise<CatalogSnapshot> {
    if (this.entry && this.entry.expiresAt > now) return this.entry.snapshot
    this.building ??= this.build(load).finally(() => (this.building = null))
    return this.building
  }

  /** The snapshot `snapshot()` would answer now without building, or null when none is fresh. */
  fresh(now = Date.now()): CatalogSnapshot | null {
    return this.entry && this.entry.expiresAt > now ? this.entry.snapshot : null
  }

  invalidate(): void {
    this.generation += 1
    this.entry = null
    contentVersion.bump()
  }

  private async build(load: () => Promise<ApiProduct[]>): Promise<CatalogSnapshot> {
    const generation = this.generation
    const products = await load()
    const body = Buffer.from(JSON.stringify(products))
    // Nothing changed since the last build: the same snapshot lives on, so whatever was derived
    // from it (signed-in carts, product pages) stays valid instead of being rebuilt every second.
    const unchanged = this.last?.body.equals(body) ? this.last : null
    const snapshot: CatalogSnapshot = unchanged ?? {
      products,
      byId: new Map(products.map((product) => [product.id, product])),
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    }
    // A write during the build makes this snapshot stale already: serve it once, keep nothing.
    if (generation === this.generation) {
      this.entry = { snapshot, expiresAt: Date.now() + this.lifetimeMs }
      this.last = snapshot
    }
    return snapshot
  }
}

export const productCache = new ProductCache()
