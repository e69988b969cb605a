import { orderNumber, orderStatusVariant } from './orderDisplay'

describe('order display', () => {
  it('numbers an order by the first 8 characters of its id', () => {
    expect(orderNumber('3f2c9a7b-1d2e-4f00-9abc-def012345678')).toBe('3f2c9a7b')
    expect(orderNumber('abc')).toBe('abc')
  })

  it('maps statuses to badge variants', () => {
    expect(orderStatusVariant('completed')).toBe('default')
    expect(orderStatusVariant('pending')).toBe('secondary')
    expect(orderStatusVariant('cancelled')).toBe('destructive')
    expect(orderStatusVariant('fulfilled')).toBe('secondary')
    expect(orderStatusVariant('refunded')).toBe('secondary')
  })
})
