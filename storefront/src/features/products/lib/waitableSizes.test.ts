import { waitableSizes } from './waitableSizes'

describe('waitableSizes', () => {
  it('lists the sold-out sizes, or the product itself when it has none and is sold out', () => {
    expect(waitableSizes({ sizes: ['S', 'M', 'L'], sizeInventory: { S: 0, M: 2 }, stock: null })).toEqual(['S', 'L'])
    expect(waitableSizes({ sizes: ['S'], sizeInventory: { S: 1 }, stock: null })).toEqual([])
    expect(waitableSizes({ sizes: [], sizeInventory: {}, stock: 0 })).toEqual([null])
    expect(waitableSizes({ sizes: [], sizeInventory: {}, stock: 3 })).toEqual([])
    // Not counted: never sold out, nothing to wait for.
    expect(waitableSizes({ sizes: [], sizeInventory: {}, stock: null })).toEqual([])
  })
})
