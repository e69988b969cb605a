import { ensureIndexes } from './ensureIndexes'

describe('building MongoDB\'s indexes after the migrations', () => {
  const model = (modelName: string, fail?: Error) => ({ modelName, ensureIndexes: jest.fn(async () => { if (fail) throw fail }) })

  it('asks every collection, version and global model for its indexes', async () => {
    const products = model('products')
    const versions = model('_products_versions')
    const globals = model('globals')
    await ensureIndexes({ collections: { products }, versions: { products: versions }, globals })
    for (const m of [products, versions, globals]) expect(m.ensureIndexes).toHaveBeenCalledTimes(1)
  })

  it('says that a changed index needs a migration when MongoDB refuses to change it in place', async () => {
    const conflict = Object.assign(new Error('An existing index has the same name as the requested index. Requested index: { v: 2, unique: true, key: { firstAdminKey: 1 }, name: "firstAdminKey_1", partialFilterExpression: … }'), { code: 85 })
    await expect(ensureIndexes({ collections: { users: model('users', conflict) }, versions: {} })).rejects.toThrow(
      /An index of users exists in MongoDB with another definition .*add a migration that drops it \(cms\/migrations-mongodb\)/,
    )
  })

  it('lets any other failure through as it is', async () => {
    const down = Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' })
    await expect(ensureIndexes({ collections: { users: model('users', down) }, versions: {} })).rejects.toBe(down)
  })
})
