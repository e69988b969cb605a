import { MongoClient } from 'mongodb'

import type { LimitStore } from '@cms/limits/limitStore'
import { type CounterCollection, MongoLimitStore } from '@cms/limits/mongoLimitStore'
import { SqliteLimitStore } from '@cms/limits/sqliteLimitStore'
import { describeContract, migratedSqlite, mongoDatabaseUri } from '../../support/storageContract'

/**
 * The LimitStore contract (cms/limits/limitStore.ts): what every throttle relies on, whichever
 * database keeps the counters. `store` and `other` are two processes on one database.
 */
type Harness = { store: LimitStore; other: LimitStore; close: () => Promise<void> }

describeContract<Harness>(
  'LimitStore',
  {
    async sqlite() {
      const db = await migratedSqlite()
      return { store: new SqliteLimitStore(db.first), other: new SqliteLimitStore(db.second), close: db.close }
    },
    async mongodb() {
      const { uri, name } = mongoDatabaseUri()
      const [first, second] = await Promise.all([MongoClient.connect(uri), MongoClient.connect(uri)])
      const counters = (client: MongoClient) => client.db(name).collection('rate_limit_counters') as unknown as CounterCollection
      return {
        store: new MongoLimitStore(counters(first)),
        other: new MongoLimitStore(counters(second)),
        close: async () => {
          await Promise.all([first.close(), second.close()])
        },
      }
    },
  },
  (harness) => {
    it('counts hits in a window that ends windowMs after its first hit, then starts a new one', async () => {
      const { store } = harness()
      expect(await store.increment('login:ip:1', 1000, 0)).toEqual({ count: 1, resetAt: 1000 })
      expect(await store.increment('login:ip:1', 1000, 999)).toEqual({ count: 2, resetAt: 1000 })
      expect(await store.increment('login:ip:1', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 })
      expect(await store.increment('login:ip:1', 5000, 1500)).toEqual({ count: 2, resetAt: 2000 })
    })

    it('keeps each key apart', async () => {
      const { store } = harness()
      await store.increment('login:ip:1', 1000, 0)
      expect(await store.increment('login:user:ana', 1000, 500)).toEqual({ count: 1, resetAt: 1500 })
      expect(await store.increment('login:ip:1', 1000, 500)).toEqual({ count: 2, resetAt: 1000 })
    })

    it('takes a hit back only from a live window, never below none, and another process sees it', async () => {
      const { store, other } = harness()
      for (let i = 0; i < 3; i += 1) await store.increment('login:ip:2', 1000, 0)
      await other.release('login:ip:2', 500)
      expect(await store.increment('login:ip:2', 1000, 600)).toEqual({ count: 3, resetAt: 1000 })
      // Once the window has ended there is nothing to take back: the next hit starts a new window.
      await store.release('login:ip:2', 1000)
      expect(await store.increment('login:ip:2', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 })
      await store.release('login:ip:2', 1100)
      await store.release('login:ip:2', 1200)
      await other.release('login:ip:never', 1200)
      expect(await store.increment('login:ip:2', 1000, 1300)).toEqual({ count: 1, resetAt: 2000 })
      expect(await other.increment('login:ip:never', 1000, 1300)).toEqual({ count: 1, resetAt: 2300 })
    })

    it('two processes counting one key at once share one window and never lose a hit', async () => {
      const { store, other } = harness()
      const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? store : other).increment('signup:ip:7', 60_000, 100)))
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect(new Set(hits.map((hit) => hit.resetAt))).toEqual(new Set([60_100]))
      expect(await other.increment('signup:ip:7', 60_000, 200)).toEqual({ count: 21, resetAt: 60_100 })
    })
  },
)

