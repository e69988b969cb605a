import { checkCartLine, type LineProduct } from './cartLineRule'

const tee: LineProduct = { name: 'Tee', sizes: { S: 0, M: 2 }, count: null }
const mug = (count: number | null): LineProduct => ({ name: 'Mug', sizes: {}, count })

describe('the cart line rule (server cart, checkout and guest cart)', () => {
  it('accepts a size within its stock, and an uncounted product in any quantity', () => {
    expect(checkCartLine(tee, 'M', 2)).toBeNull()
    expect(checkCartLine(mug(null), null, 99)).toBeNull()
    expect(checkCartLine(mug(3), null, 3)).toBeNull()
  })

  it('says what is wrong with the request (400)', () => {
    expect(checkCartLine(tee, 'M', 0)).toEqual({ kind: 'invalid', message: 'Quantity must be a whole number from 1 to 99' })
    expect(checkCartLine(tee, 'M', 100)).toEqual({ kind: 'invalid', message: 'Quantity must be a whole number from 1 to 99' })
    expect(checkCartLine(tee, 'M', 1.5)).toEqual({ kind: 'invalid', message: 'Quantity must be a whole number from 1 to 99' })
    expect(checkCartLine(tee, null, 1)).toEqual({ kind: 'invalid', message: 'Please select a size for Tee' })
    expect(checkCartLine(tee, 'XL', 1)).toEqual({ kind: 'invalid', message: 'Tee does not come in size XL' })
    expect(checkCartLine(mug(3), 'M', 1)).toEqual({ kind: 'invalid', message: 'Mug does not come in sizes' })
  })

  it('says what the stock does not allow (409)', () => {
    expect(checkCartLine(tee, 'M', 3)).toEqual({ kind: 'unavailable', message: 'Only 2 of Tee (M) left in stock' })
    expect(checkCartLine(tee, 'S', 1)).toEqual({ kind: 'unavailable', message: 'Tee (S) is out of stock' })
    expect(checkCartLine(mug(0), null, 1)).toEqual({ kind: 'unavailable', message: 'Mug is out of stock' })
    expect(checkCartLine(mug(2), null, 3)).toEqual({ kind: 'unavailable', message: 'Only 2 of Mug left in stock' })
    expect(checkCartLine({ ...tee, hidden: true }, 'M', 1)).toEqual({ kind: 'unavailable', message: 'Tee is no longer for sale' })
  })

  it('reads stored counts as whole units, never below zero', () => {
    expect(checkCartLine({ name: 'Tee', sizes: { M: -3 }, count: null }, 'M', 1)).toEqual({ kind: 'unavailable', message: 'Tee (M) is out of stock' })
    expect(checkCartLine(mug(2.7), null, 3)).toEqual({ kind: 'unavailable', message: 'Only 2 of Mug left in stock' })
  })
})
