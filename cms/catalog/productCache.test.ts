import type { ApiProduct } from '@shared/api'
import { productCache } from './productCache'

const tee = { id: 'p1', name: 'Rescue tee', price: '25.00' } as unknown as ApiProduct

describe('the catalogue snapshot', () => {
  it('stays the same snapshot when a rebuild finds nothing changed, so carts kept with it stay valid', async () => {
    const first = await productCache.snapshot(async () => [tee], 0)
    const again = await productCache.snapshot(async () => [{ ...tee }], Number.MAX_SAFE_INTEGER)
    expect(again).toBe(first)

    const repriced = await productCache.snapshot(async () => [{ ...tee, price: '20.00' }], Number.MAX_SAFE_INTEGER)
    expect(repriced).not.toBe(first)
    expect(repriced.byId.get('p1')?.price).toBe('20.00')
    expect(repriced.etag).not.toBe(first.etag)
  })

  it('is not served after a write in this process until it has been rebuilt', async () => {
    await productCache.snapshot(async () => [tee], Number.MAX_SAFE_INTEGER)
    productCache.invalidate()
    expect(productCache.fresh()).toBeNull()
    const rebuilt = await productCache.snapshot(async () => [{ ...tee, name: 'Rescue tee (navy)' }])
    expect(productCache.fresh()).toBe(rebuilt)
    expect(rebuilt.byId.get('p1')?.name).toBe('Rescue tee (navy)')
  })
})
