import { orderNumber } from './orderNumber'

describe('order number', () => {
  it('numbers an order by the first 8 characters of its id', () => {
    expect(orderNumber('3f2c9a7b-1d2e-4f00-9abc-def012345678')).toBe('3f2c9a7b')
    expect(orderNumber('abc')).toBe('abc')
  })
})
