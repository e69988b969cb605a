import { ShopError } from '../errors/shopErrors'
import type { Product } from '../payload-types'
import { checkLine } from './checkLine'

const stored = (stock: { size: string; quantity: number }[], stockCount: number | null = null) =>
  ({ name: 'Tee', hidden: false, stock, stockCount }) as unknown as Pick<Product, 'name' | 'hidden' | 'stock' | 'stockCount'>

const refusalOf = (run: () => unknown) => {
  try {
    run()
    return null
  } catch (err) {
    return err instanceof ShopError ? { error: err.name, message: err.message } : err
  }
}

describe('checkLine: the shared line rule on a stored product', () => {
  it('answers the size a line takes', () => {
    expect(checkLine(stored([{ size: 'M', quantity: 2 }]), 'M', 2)).toBe('M')
    expect(checkLine(stored([], 4), undefined, 4)).toBeNull()
  })

  it('a wrong request is InvalidInput, what the stock does not allow SoldOut', () => {
    expect(refusalOf(() => checkLine(stored([{ size: 'M', quantity: 2 }]), 'S', 1))).toEqual({ error: 'InvalidInput', message: 'Tee does not come in size S' })
    expect(refusalOf(() => checkLine(stored([{ size: 'M', quantity: 2 }]), 'M', 3))).toEqual({ error: 'SoldOut', message: 'Only 2 of Tee (M) left in stock' })
    expect(refusalOf(() => checkLine({ ...stored([], null), hidden: true }, null, 1))).toEqual({ error: 'SoldOut', message: 'Tee is no longer for sale' })
    expect(refusalOf(() => checkLine(stored([{ size: 'M', quantity: 2 }]), 'M', 100))).toEqual({ error: 'InvalidInput', message: 'Quantity must be a whole number from 1 to 99' })
  })
})
