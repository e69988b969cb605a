import { canAddToCart, isOutOfStock, stockOf } from './stock'

const tee = { sizes: ['S', 'M', 'L'] as const, sizeInventory: { S: 2, M: 0, L: 5 } }
const soldOut = { sizes: ['S', 'M'] as const, sizeInventory: { S: 0, M: 0 } }
const cap = { sizes: [] as const, sizeInventory: {} }

describe('product stock rules', () => {
  it('reads stock per size, missing counting as 0', () => {
    expect(stockOf({ sizes: ['S'], sizeInventory: {} }, 'S')).toBe(0)
    expect(stockOf({ ...tee, sizes: [...tee.sizes] }, 'L')).toBe(5)
  })

  it('is out of stock only when sized and every size is at zero', () => {
    expect(isOutOfStock({ ...soldOut, sizes: [...soldOut.sizes] })).toBe(true)
    expect(isOutOfStock({ ...tee, sizes: [...tee.sizes] })).toBe(false)
    expect(isOutOfStock({ ...cap, sizes: [] })).toBe(false)
  })

  it('allows adding an unsized product, or a sized one with a stocked size chosen', () => {
    const sized = { ...tee, sizes: [...tee.sizes] }
    expect(canAddToCart({ ...cap, sizes: [] }, null)).toBe(true)
    expect(canAddToCart(sized, null)).toBe(false)
    expect(canAddToCart(sized, 'M')).toBe(false)
    expect(canAddToCart(sized, 'S')).toBe(true)
    expect(canAddToCart(sized, 'XL')).toBe(false)
    expect(canAddToCart({ ...soldOut, sizes: [...soldOut.sizes] }, 'S')).toBe(false)
  })

  it('issue 13: a counted product without sizes is sold out at 0, an uncounted one never', () => {
    expect(isOutOfStock({ sizes: [], sizeInventory: {}, stock: 0 })).toBe(true)
    expect(canAddToCart({ sizes: [], sizeInventory: {}, stock: 0 }, null)).toBe(false)
    expect(isOutOfStock({ sizes: [], sizeInventory: {}, stock: 2 })).toBe(false)
    expect(isOutOfStock({ sizes: [], sizeInventory: {}, stock: null })).toBe(false)
  })
})
