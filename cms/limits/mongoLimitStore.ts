import type { LimitStore, WindowCount } from './limitStore'

type CounterDoc = { _id: string; count: number; resetAt: Date }

/** The few calls of the MongoDB driver's Collection this store makes (the driver's own type fits). */
export type CounterCollection = {
  findOneAndUpdate(
    filter: Record<string, unknown>,
    update: Record<string, unknown>,
    options: { returnDocument: 'after'; upsert?: boolean },
  ): Promise<CounterDoc | null>
  updateOne(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<unknown>
  createIndex(spec: Record<string, 1>, options: { expireAfterSeconds: number; name: string }): Promise<unknown>
}

/**
 * Counters in MongoDB (collection rate_limit_counters), shared by every process on the database.
 * Each hit is a single atomic findOneAndUpdate: add one inside a live window, else start a new
 * window (upsert). Two processes starting the same window at once collide on the _id; the loser
 * retries and lands in the winner's window. A TTL index deletes ended windows, so the collection
 * holds only live counters.
 */
export class MongoLimitStore implements LimitStore {
  private indexed: Promise<unknown> | null = null

  constructor(private readonly counters: CounterCollection) {}

  async increment(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    this.indexed ??= this.counters
      .createIndex({ resetAt: 1 }, { expireAfterSeconds: 0, name: 'rate_limit_counters_ttl' })
      .catch(() => (this.indexed = null))
    const at = new Date(now)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const live = await this.counters.findOneAndUpdate({ _id: key, resetAt: { $gt: at } }, { $inc: { count: 1 } }, { returnDocument: 'after' })
      if (live) return toCount(live)
      try {
        // No live window: start one, over an ended window or none. A live window created meanwhile
        // does not match the filter, so the upsert's insert collides on _id and we count in it instead.
        const fresh = await this.counters.findOneAndUpdate(
          { _id: key, resetAt: { $lte: at } },
          { $set: { count: 1, resetAt: new Date(now + windowMs) } },
          { returnDocument: 'after', upsert: true },
        )
        if (fresh) return toCount(fresh)
      } catch (err) {
        if (!isDuplicateKey(err)) throw err
      }
    }
    throw new Error(`rate limit counter ${key} kept changing`)
  }

  async release(key: string, now = Date.now()): Promise<void> {
    await this.counters.updateOne({ _id: key, resetAt: { $gt: new Date(now) }, count: { $gt: 0 } }, { $inc: { count: -1 } })
  }
}

function toCount(doc: CounterDoc): WindowCount {
  return { count: doc.count, resetAt: doc.resetAt.getTime() }
}

function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: number } | null)?.code === 11000
}
