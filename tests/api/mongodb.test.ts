import { type Db, MongoClient, ObjectId } from 'mongodb'

import { ApiClient } from '../support/apiClient'
import { setUpAdmin } from '../support/accounts'
import { buyInDemoMode } from '../support/checkout'
import { productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * What only MongoDB can show (issue 15): the shop's migrations and indexes in the database itself,
 * the never-negative validator, and an administrator's panel saves meeting sales. The rest of the
 * API suite runs on MongoDB too (the api-mongodb project); this file runs there only.
 */
const mongoOnly = process.env.TEST_DATABASE === 'mongodb' ? describe : describe.skip

mongoOnly('the shop on MongoDB', () => {
  let shop: Shop
  let admin: ApiClient
  let client: MongoClient
  let db: Db

  beforeAll(async () => {
    shop = await startShop({ panel: true })
    admin = await setUpAdmin(shop.url)
    client = await new MongoClient(shop.databaseUri).connect()
    db = client.db()
  })
  afterAll(async () => {
    await client?.close()
    await shop?.stop()
  })

  async function product(sizeInventory: Record<string, number>) {
    const image = await productImage(admin)
    const res = await admin.post('/api/products', { name: 'Tee', price: '25.00', image, sizes: Object.keys(sizeInventory), sizeInventory })
    expect(res.status).toBe(201)
    return res.body as { id: string }
  }
  const stockOf = async (id: string) => (await new ApiClient(shop.url).get('/api/products')).body.find((p: any) => p.id === id).sizeInventory

  it('records its MongoDB migrations and builds its indexes at start', async () => {
    const applied = await db.collection('payload-migrations').find().toArray()
    expect(applied.map((m) => m.name)).toContain('20261123_120000_unique_when_set_and_stock_validator')
    const indexes = async (collection: string) => Object.fromEntries((await db.collection(collection).indexes()).map((index) => [index.name, index]))
    const users = await indexes('users')
    expect(users.firstAdminKey_1).toMatchObject({ unique: true, partialFilterExpression: { firstAdminKey: { $type: 'string' } } })
    expect(users.firstAdminKey_1.sparse).toBeUndefined()
    expect((await indexes('media')).uploadToken_1).toMatchObject({ unique: true, partialFilterExpression: { uploadToken: { $type: 'string' } } })
    expect((await indexes('orders')).paymentIntentId_1).toMatchObject({ unique: true })
    expect((await indexes('order-claims')).paymentIntentId_1).toMatchObject({ unique: true })
    // Issue 32: a product's history entries are numbered once each; one waiting "notify me" request per address and size.
    expect(applied.map((m) => m.name)).toContain('20261127_010000_stock_history_start')
    expect((await indexes('stock-history')).product_1_seq_1).toMatchObject({ unique: true })
    expect((await indexes('restock-requests')).waitingKey_1).toMatchObject({ unique: true, partialFilterExpression: { waitingKey: { $type: 'string' } } })
  })


  it('lets any number of documents leave an optional unique field empty, an explicit null included; a set value stays unique', async () => {
    const media = db.collection('media')
    const marker = `issue15-${Date.now()}`
    try {
      await media.insertMany([
        { alt: marker, uploadToken: null },
        { alt: marker, uploadToken: null },
        { alt: marker },
        { alt: marker, uploadToken: `${marker}-a` },
      ])
      await expect(media.insertOne({ alt: marker, uploadToken: `${marker}-a` })).rejects.toMatchObject({ code: 11000 })
    } finally {
      await media.deleteMany({ alt: marker })
    }
  })

  it('refuses a negative stock count whoever writes it, past the shop included', async () => {
    const { id } = await product({ M: 3 })
    const write = db.collection('products').updateOne({ _id: new ObjectId(id) }, { $set: { 'stock.0.quantity': -1 } })
    await expect(write).rejects.toMatchObject({ code: 121 })
    expect(await stockOf(id)).toEqual({ M: 3 })
  })

  it('an administrator\'s panel saves of a product never fail while it sells (no WriteConflict 500), and keep every sale', async () => {
    const { id } = await product({ M: 30 })
    const sales = Array.from({ length: 10 }, () => buyInDemoMode(shop.url, id, 'M'))
    const saves = Array.from({ length: 10 }, (_, i) => admin.patch(`/cms-api/products/${id}`, { name: `Tee ${i}` }))
    const [sold, saved] = await Promise.all([Promise.all(sales), Promise.all(saves)])
    expect(saved.map((res) => res.status)).toEqual(Array(10).fill(200))
    expect(sold.map((res) => res.status)).toEqual(Array(10).fill(201))
    expect(await stockOf(id)).toEqual({ M: 20 })
  })
})
