import { MemoryLimitStore } from './memoryLimitStore'
import { type CounterCollection, MongoLimitStore } from './mongoLimitStore'

describe('the in-memory counter store', () => {
  it('counts within a window and starts again when it ends', async () => {
    const store = new MemoryLimitStore()
    expect(await store.increment('k', 1000, 0)).toEqual({ count: 1, resetAt: 1000 })
    expect(await store.increment('k', 1000, 999)).toEqual({ count: 2, resetAt: 1000 })
    expect(await store.increment('k', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 })
  })

  it('takes a hit back only from a live window and never below none', async () => {
    const store = new MemoryLimitStore()
    await store.increment('k', 1000, 0)
    await store.increment('k', 1000, 0)
    await store.release('k', 10)
    await store.release('k', 20)
    await store.release('k', 30)
    expect(await store.increment('k', 1000, 40)).toEqual({ count: 1, resetAt: 1000 })
    await store.release('k', 1000)
    expect(await store.increment('k', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 })
  })

  it('stays bounded whatever the number of keys: ended windows go first, then the oldest', async () => {
    const store = new MemoryLimitStore(100)
    for (let i = 0; i < 50; i += 1) await store.increment(`old-${i}`, 10, 0)
    for (let i = 0; i < 10_000; i += 1) await store.increment(`user-${i}`, 60_000, 100)
    expect(store.size).toBeLessThanOrEqual(100)
    expect((await store.increment('user-9999', 60_000, 100)).count).toBe(2)
  })
})

/**
 * A stand-in for a MongoDB collection with the semantics the store relies on: filters on _id and
 * resetAt ($gt, $lte), $inc and $set, upsert by _id, E11000 when an upsert's insert meets an
 * existing _id. `beforeWrite` lets a test slip another process's write in between at a moment a
 * real server cannot be made to choose; what the store counts is the contract's
 * (tests/api/contracts/limitStore.contract.test.ts), run on a real MongoDB in the MongoDB leg.
 */
class FakeCounters implements CounterCollection {
  docs = new Map<string, { _id: string; count: number; resetAt: Date }>()
  indexes: unknown[] = []
  beforeWrite: (() => void) | null = null

  async createIndex(spec: Record<string, 1>, options: { expireAfterSeconds: number; name: string }) {
    this.indexes.push({ spec, options })
  }

  async findOneAndUpdate(filter: any, update: any, options: { upsert?: boolean }) {
    const hook = this.beforeWrite
    this.beforeWrite = null
    hook?.()
    const doc = this.docs.get(filter._id)
    if (doc && this.matches(doc, filter)) {
      if (update.$inc) doc.count += update.$inc.count
      if (update.$set) Object.assign(doc, update.$set)
      return { ...doc }
    }
    if (!options.upsert) return null
    if (doc) throw Object.assign(new Error('E11000 duplicate key error'), { code: 11000 })
    const created = { _id: filter._id, count: 0, resetAt: new Date(0), ...update.$set }
    this.docs.set(filter._id, created)
    return { ...created }
  }

  async updateOne(filter: any, update: any) {
    const doc = this.docs.get(filter._id)
    if (doc && this.matches(doc, filter) && (filter.count?.$gt === undefined || doc.count > filter.count.$gt)) doc.count += update.$inc.count
  }

  private matches(doc: { resetAt: Date }, filter: any): boolean {
    const condition = filter.resetAt
    if (condition?.$gt) return doc.resetAt > condition.$gt
    if (condition?.$lte) return doc.resetAt <= condition.$lte
    return true
  }
}

describe('the MongoDB counter store', () => {
  it('asks once for the TTL index that deletes ended windows', async () => {
    const counters = new FakeCounters()
    const store = new MongoLimitStore(counters)
    await store.increment('login:ip:1', 1000, 0)
    await store.increment('login:ip:1', 1000, 500)
    expect(counters.indexes).toEqual([{ spec: { resetAt: 1 }, options: { expireAfterSeconds: 0, name: 'rate_limit_counters_ttl' } }])
  })

  it('counts in the other process\'s window when both start one at the same moment', async () => {
    const counters = new FakeCounters()
    const store = new MongoLimitStore(counters)
    // Between our "no live window" and our upsert, another process creates the window.
    counters.beforeWrite = () => {
      counters.beforeWrite = () => counters.docs.set('k', { _id: 'k', count: 1, resetAt: new Date(1000) })
    }
    expect(await store.increment('k', 1000, 0)).toEqual({ count: 2, resetAt: 1000 })
  })
})
