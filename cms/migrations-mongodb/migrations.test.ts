import { down, up } from './20261123_120000_unique_when_set_and_stock_validator'
import { STOCK_NEVER_NEGATIVE } from '../db/mongodb/stockNeverNegative'

/**
 * MongoDB's migration for issue 15, against a database that records every command and answers as a
 * MongoDB in the given state would (the commands cannot run inside the migration's transaction, so
 * they must be safe to run twice).
 */
type Command = [string, ...unknown[]]

function nativeDb(state: { collections: string[]; indexes: string[] }) {
  const sent: Command[] = []
  const fail = (code: number, message: string) => Object.assign(new Error(message), { code })
  const db = {
    collection: (name: string) => ({
      dropIndex: async (index: string) => {
        sent.push(['dropIndex', name, index])
        if (!state.collections.includes(name)) throw fail(26, `ns not found ${name}`)
        if (!state.indexes.includes(`${name}.${index}`)) throw fail(27, `index not found with name [${index}]`)
      },
    }),
    listCollections: ({ name }: { name: string }) => ({ toArray: async () => (state.collections.includes(name) ? [{ name }] : []) }),
    createCollection: async (name: string, options: unknown) => {
      sent.push(['createCollection', name, options])
      if (state.collections.includes(name)) throw fail(48, `Collection ${name} already exists`)
    },
    command: async (command: Record<string, unknown>) => void sent.push(['command', command]),
  }
  const names: Record<string, string> = { users: 'users', media: 'media', products: 'products' }
  const payload = {
    db: { connection: { db }, collections: Object.fromEntries(Object.entries(names).map(([slug, name]) => [slug, { collection: { collectionName: name } }])) },
  }
  return { payload: payload as unknown as Parameters<typeof up>[0]['payload'], sent }
}
const args = (payload: Parameters<typeof up>[0]['payload']) => ({ payload, req: {}, session: undefined }) as unknown as Parameters<typeof up>[0]

describe('MongoDB migration 20261123_120000_unique_when_set_and_stock_validator', () => {
  it('on a database made before issue 15: drops the sparse unique indexes (built again as partial ones) and sets the stock validator', async () => {
    const { payload, sent } = nativeDb({ collections: ['users', 'media', 'products'], indexes: ['users.firstAdminKey_1', 'media.uploadToken_1', 'media.filename_1'] })
    await up(args(payload))
    expect(sent).toEqual([
      ['dropIndex', 'users', 'firstAdminKey_1'],
      ['dropIndex', 'media', 'uploadToken_1'],
      ['dropIndex', 'media', 'filename_1'],
      ['command', { collMod: 'products', ...STOCK_NEVER_NEGATIVE }],
    ])
  })

  it('on a brand-new database: nothing to drop, and products is created with its validator', async () => {
    const { payload, sent } = nativeDb({ collections: [], indexes: [] })
    await up(args(payload))
    expect(sent.at(-1)).toEqual(['createCollection', 'products', STOCK_NEVER_NEGATIVE])
  })

  it('when another shop created products a moment before: sets the validator on it instead', async () => {
    const state = { collections: [] as string[], indexes: [] }
    const { payload, sent } = nativeDb(state)
    // listCollections says "none"; by the time of createCollection the other shop has made it.
    ;(payload.db as any).connection.db.listCollections = () => ({ toArray: async () => (state.collections.push('products'), []) })
    await up(args(payload))
    expect(sent.slice(-2)).toEqual([
      ['createCollection', 'products', STOCK_NEVER_NEGATIVE],
      ['command', { collMod: 'products', ...STOCK_NEVER_NEGATIVE }],
    ])
  })

  it('can run again (a failed start, two shops at once): every step finds its work done', async () => {
    const { payload } = nativeDb({ collections: ['users', 'media', 'products'], indexes: [] })
    await expect(up(args(payload))).resolves.toBeUndefined()
  })

  it('down removes the validator', async () => {
    const { payload, sent } = nativeDb({ collections: ['users', 'media', 'products'], indexes: [] })
    await down(args(payload))
    expect(sent.at(-1)).toEqual(['command', { collMod: 'products', validator: {}, validationLevel: 'off', validationAction: 'error' }])
  })

  it('lets any other failure through', async () => {
    const { payload } = nativeDb({ collections: ['users', 'media', 'products'], indexes: [] })
    ;(payload.db as any).connection.db.collection = () => ({ dropIndex: async () => { throw Object.assign(new Error('not authorized'), { code: 13 }) } })
    await expect(up(args(payload))).rejects.toThrow('not authorized')
  })
})

// What MongoDB then enforces is tested where a mongod runs: tests/api/mongoSchema.test.ts writes -1 past the shop.
describe('the stock validator sent to MongoDB', () => {
  it('asks for a number of 0 or more in every stock row, refused on every write (strict) with an error', () => {
    expect(STOCK_NEVER_NEGATIVE).toEqual({
      validator: { $jsonSchema: { properties: { stock: { items: { properties: { quantity: { bsonType: 'number', minimum: 0 } } } } } } },
      validationLevel: 'strict',
      validationAction: 'error',
    })
  })
})
