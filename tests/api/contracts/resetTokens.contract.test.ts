import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { type ResetTokens, resetTokens } from '@cms/auth/resetTokens'
import { contractModels } from '../../support/mongoContractModels'
import { describeContract, migratedSqlite, mongoDatabaseUri } from '../../support/storageContract'

/**
 * The ResetTokens contract (cms/auth/resetTokens.ts, issue 28, decision 27): a reset link sets one
 * password. `tokens` and `other` are two processes on one database.
 */
type Harness = {
  tokens: ResetTokens
  other: ResetTokens
  /** An account holding this reset token until `expires`. */
  account: (token: string, expires: Date) => Promise<string>
  /** The account's token as stored (null once ended). */
  tokenOf: (userId: string) => Promise<string | null>
  close: () => Promise<void>
}

const inAnHour = () => new Date(Date.now() + 3_600_000)

describeContract<Harness>(
  'ResetTokens',
  {
    async sqlite() {
      const db = await migratedSqlite()
      const on = (client: unknown) => resetTokens({ db: { name: 'sqlite', client } } as unknown as Payload)
      return {
        tokens: on(db.first),
        other: on(db.second),
        async account(token, expires) {
          const id = randomUUID()
          await db.first.execute({
            sql: 'INSERT INTO users (id, email, username, reset_password_token, reset_password_expiration) VALUES (?, ?, ?, ?, ?)',
            args: [id, `${id}@example.org`, id, token, expires.toISOString()],
          })
          return id
        },
        async tokenOf(userId) {
          const row = (await db.first.execute({ sql: 'SELECT reset_password_token FROM users WHERE id = ?', args: [userId] })).rows[0]
          return (row.reset_password_token as string | null) ?? null
        },
        close: db.close,
      }
    },
    async mongodb() {
      const { uri } = mongoDatabaseUri()
      const [mine, theirs] = await Promise.all([contractModels(uri), contractModels(uri)])
      const on = (models: typeof mine) => resetTokens({ db: { name: 'mongoose', collections: models.collections } } as unknown as Payload)
      return {
        tokens: on(mine),
        other: on(theirs),
        async account(token, expires) {
          const [user] = await mine.collections.users.create([{ email: `${randomUUID()}@example.org`, username: randomUUID(), resetPasswordToken: token, resetPasswordExpiration: expires }])
          return String(user._id)
        },
        async tokenOf(userId) {
          const user = await mine.collections.users.findById(userId).lean<{ resetPasswordToken?: string | null }>()
          return user?.resetPasswordToken ?? null
        },
        close: async () => {
          await Promise.all([mine.close(), theirs.close()])
        },
      }
    },
  },
  (harness) => {
    it('hands a live token to one request as a new token only it knows; the old one is gone', async () => {
      const { tokens, account, tokenOf } = harness()
      const user = await account('link-1', inAnHour())
      const fresh = await tokens.claim('link-1')
      expect(fresh).toEqual(expect.any(String))
      expect(fresh).not.toBe('link-1')
      expect(await tokenOf(user)).toBe(fresh)
      expect(await tokens.claim('link-1')).toBeNull()
    })

    it('of many requests with one link at once, from two processes, exactly one gets it', async () => {
      const { tokens, other, account, tokenOf } = harness()
      const user = await account('link-2', inAnHour())
      const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? tokens : other).claim('link-2')))
      const winners = taken.filter((token): token is string => token !== null)
      expect(winners).toHaveLength(1)
      expect(await tokenOf(user)).toBe(winners[0])
    })

    it('gives nothing for an expired or unknown token', async () => {
      const { tokens, account, tokenOf } = harness()
      const user = await account('link-3', new Date(Date.now() - 1000))
      expect(await tokens.claim('link-3')).toBeNull()
      expect(await tokenOf(user)).toBe('link-3')
      expect(await tokens.claim('no-such-link')).toBeNull()
    })

    it('ends a token at once, and says when no account has it', async () => {
      const { tokens, other, account, tokenOf } = harness()
      const user = await account('link-4', inAnHour())
      expect(await tokens.expire('link-4')).toBe(true)
      expect(await tokenOf(user)).toBeNull()
      expect(await other.claim('link-4')).toBeNull()
      expect(await other.expire('link-4')).toBe(false)
    })
  },
)
