import { ApiClient } from '../support/apiClient'
import { setUpAdmin } from '../support/accounts'
import { buyInDemoMode } from '../support/checkout'
import { productImage } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * Issue 10: a volunteer's screen shows the stock of the moment it was opened. Saving it after a
 * sale must not put the sold unit back: stock edits are compare-and-set against the counts the
 * editor started from (`expectedSizeInventory`), all sizes of one request or none.
 */
describe('stock edits are compare-and-set', () => {
  let shop: Shop
  let admin: ApiClient
  let guest: ApiClient
  let image: string

  beforeAll(async () => {
    shop = await startShop()
    admin = await setUpAdmin(shop.url)
    guest = new ApiClient(shop.url)
    image = await productImage(admin)
  })
  afterAll(() => shop?.stop())

  async function tee(name: string, sizeInventory: Record<string, number>) {
    const res = await admin.post('/api/products', { name, description: 'Soft cotton', price: '25.00', image, sizes: Object.keys(sizeInventory), sizeInventory })
    expect(res.status).toBe(201)
    return res.body as { id: string; sizeInventory: Record<string, number> }
  }

  async function stored(id: string) {
    return (await guest.get('/api/products')).body.find((p: any) => p.id === id)
  }

  async function sell(productId: string, size: string, quantity = 1) {
    expect((await buyInDemoMode(shop.url, productId, size, quantity)).status).toBe(201)
  }

  it('refuses a stale inventory save (409, the current counts) and changes nothing', async () => {
    const product = await tee('Reef Tee', { M: 5, L: 3 })
    const openedWith = product.sizeInventory
    await sell(product.id, 'M')

    const res = await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { M: 6, L: 10 }, expectedSizeInventory: openedWith })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/M is now 4; you started from 5/)
    expect(res.body.sizeInventory).toEqual({ M: 4, L: 3 })
    // All sizes or none: L, which nobody else touched, is not written either.
    expect((await stored(product.id)).sizeInventory).toEqual({ M: 4, L: 3 })

    // Starting again from what the 409 reported works.
    const retried = await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { M: 6, L: 10 }, expectedSizeInventory: res.body.sizeInventory })
    expect(retried.status).toBe(200)
    expect(retried.body.sizeInventory).toEqual({ M: 6, L: 10 })
  })

  it('does not write a size the editor left as it was, so a sale made meanwhile stays', async () => {
    const product = await tee('Harbour Tee', { M: 5, L: 3 })
    await sell(product.id, 'M', 2)
    const res = await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { M: 5, L: 4 }, expectedSizeInventory: { M: 5, L: 3 } })
    expect(res.status).toBe(200)
    expect(res.body.sizeInventory).toEqual({ M: 3, L: 4 })
  })

  it('refuses a stale product edit that changes a count (409) and changes nothing, not even the name', async () => {
    const product = await tee('Bay Tee', { M: 5, L: 3 })
    await sell(product.id, 'M')
    const res = await admin.put(`/api/products/${product.id}`, {
      name: 'Bay Tee (organic)',
      description: 'Soft cotton',
      price: '25.00',
      image,
      sizes: ['M', 'L'],
      sizeInventory: { M: 7, L: 3 },
      expectedSizeInventory: { M: 5, L: 3 },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/M is now 4; you started from 5/)
    expect(res.body.sizeInventory).toEqual({ M: 4, L: 3 })
    expect(await stored(product.id)).toMatchObject({ name: 'Bay Tee', sizeInventory: { M: 4, L: 3 } })
  })

  it('keeps a sale made while a description was being edited', async () => {
    const product = await tee('Coral Tee', { M: 5, L: 3 })
    const openedWith = product.sizeInventory
    await sell(product.id, 'M')
    const res = await admin.put(`/api/products/${product.id}`, {
      name: 'Coral Tee',
      description: 'Soft organic cotton (typo fixed)',
      price: '25.00',
      image,
      sizes: ['M', 'L'],
      sizeInventory: openedWith,
      expectedSizeInventory: openedWith,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ description: 'Soft organic cotton (typo fixed)', sizeInventory: { M: 4, L: 3 } })
    expect((await stored(product.id)).sizeInventory).toEqual({ M: 4, L: 3 })
  })

  it('adds and removes sizes in an edit, and refuses sizes someone else added meanwhile', async () => {
    const product = await tee('Reef Hoodie', { S: 2, M: 5 })
    const edited = await admin.put(`/api/products/${product.id}`, {
      name: 'Reef Hoodie',
      price: '40',
      image,
      sizes: ['M', 'XL'],
      sizeInventory: { M: 5, XL: 6 },
      expectedSizeInventory: { S: 2, M: 5 },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ sizes: ['M', 'XL'], sizeInventory: { M: 5, XL: 6 } })

    // A second editor started before XL existed and adds XL too: which count is right?
    const stale = await admin.put(`/api/products/${product.id}`, {
      name: 'Reef Hoodie',
      price: '40',
      image,
      sizes: ['M', 'XL'],
      sizeInventory: { M: 5, XL: 1 },
      expectedSizeInventory: { M: 5 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/XL/)
    expect((await stored(product.id)).sizeInventory).toEqual({ M: 5, XL: 6 })
  })

  it('keeps the absolute meaning without expectedSizeInventory (a script that means to set)', async () => {
    const product = await tee('Script Tee', { M: 5 })
    await sell(product.id, 'M')
    const res = await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { M: 9 } })
    expect(res.status).toBe(200)
    expect(res.body.sizeInventory).toEqual({ M: 9 })
  })

  it('checks expectedSizeInventory like stock counts', async () => {
    const product = await tee('Checked Tee', { M: 5 })
    for (const expectedSizeInventory of [{ M: -1 }, { M: 'five' }, { M: 1.5 }, 'M=5', { L: 5 }]) {
      const res = await admin.patch(`/api/products/${product.id}/inventory`, { sizeInventory: { M: 6 }, expectedSizeInventory })
      expect({ expectedSizeInventory, status: res.status }).toEqual({ expectedSizeInventory, status: 400 })
      expect(typeof res.body.message).toBe('string')
    }
    expect((await stored(product.id)).sizeInventory).toEqual({ M: 5 })
  })
})
