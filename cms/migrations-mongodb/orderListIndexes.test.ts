import { down, up } from './20261127_020000_order_list_indexes'

/** MongoDB's migration for issue 30 against a recording fake: the compound indexes, safe to run twice. */
function fakePayload() {
  const sent: unknown[][] = []
  const db = {
    collection: (name: string) => ({
      createIndex: async (keys: unknown, options: unknown) => void sent.push(['createIndex', name, keys, options]),
      dropIndex: async (index: string) => {
        sent.push(['dropIndex', name, index])
        throw Object.assign(new Error('index not found'), { code: 27 })
      },
    }),
  }
  const payload = { db: { connection: { db }, collections: { orders: { collection: { collectionName: 'orders' } } } } }
  return { args: { payload, req: {}, session: undefined } as unknown as Parameters<typeof up>[0], sent }
}

describe('MongoDB migration 20261127_020000_order_list_indexes', () => {
  it('builds the order lists\' compound indexes under the names Mongoose gives them; down drops them, missing or not', async () => {
    const { args, sent } = fakePayload()
    await up(args)
    await up(args)
    expect(sent.slice(0, 3)).toEqual([
      ['createIndex', 'orders', { status: 1, createdAt: 1 }, { name: 'status_1_createdAt_1' }],
      ['createIndex', 'orders', { user: 1, createdAt: 1 }, { name: 'user_1_createdAt_1' }],
      ['createIndex', 'orders', { demo: 1, createdAt: 1 }, { name: 'demo_1_createdAt_1' }],
    ])
    expect(sent.slice(3)).toEqual(sent.slice(0, 3))
    sent.length = 0
    await down(args)
    expect(sent.map((command) => command[2])).toEqual(['status_1_createdAt_1', 'user_1_createdAt_1', 'demo_1_createdAt_1'])
  })
})
