import { guestCartReducer, guestLineId } from './guestCartReducer'
import { parseGuestCart } from './parseGuestCart'

describe('guest cart reducer', () => {
  it('appends a new product and size', () => {
    const state = guestCartReducer([], { type: 'add', productId: 'p1', size: 'M', quantity: 1 })
    expect(state).toEqual([{ productId: 'p1', size: 'M', quantity: 1 }])
    const next = guestCartReducer(state, { type: 'add', productId: 'p1', size: 'L', quantity: 1 })
    expect(next).toHaveLength(2)
  })

  it('raises the quantity when the same product and size are added again', () => {
    let state = guestCartReducer([], { type: 'add', productId: 'p1', size: null, quantity: 1 })
    state = guestCartReducer(state, { type: 'add', productId: 'p1', size: null, quantity: 1 })
    expect(state).toEqual([{ productId: 'p1', size: null, quantity: 2 }])
  })

  it('treats a missing size like null', () => {
    const state = guestCartReducer([{ productId: 'p1', quantity: 1 }], { type: 'add', productId: 'p1', size: null, quantity: 1 })
    expect(state).toEqual([{ productId: 'p1', quantity: 2 }])
  })

  it('sets a quantity above 0 and removes the entry at 0 or less', () => {
    const start = [
      { productId: 'p1', size: 'M' as const, quantity: 1 },
      { productId: 'p2', size: null, quantity: 3 },
    ]
    expect(guestCartReducer(start, { type: 'update', productId: 'p1', size: 'M', quantity: 4 })[0].quantity).toBe(4)
    expect(guestCartReducer(start, { type: 'update', productId: 'p1', size: 'M', quantity: 0 })).toEqual([start[1]])
    expect(guestCartReducer(start, { type: 'update', productId: 'p2', size: null, quantity: -2 })).toEqual([start[0]])
  })

  it('removes only the entry matching product and size, and clears everything', () => {
    const start = [
      { productId: 'p1', size: 'M' as const, quantity: 1 },
      { productId: 'p1', size: 'L' as const, quantity: 1 },
    ]
    expect(guestCartReducer(start, { type: 'remove', productId: 'p1', size: 'L' })).toEqual([start[0]])
    expect(guestCartReducer(start, { type: 'clear' })).toEqual([])
  })

  it('gives each product and size its own local id', () => {
    expect(guestLineId({ productId: 'p1', size: 'M' })).not.toBe(guestLineId({ productId: 'p1', size: null }))
    expect(guestLineId({ productId: 'p1' })).toBe(guestLineId({ productId: 'p1', size: null }))
  })
})

describe('reading the stored guest cart', () => {
  it('treats unreadable storage as an empty cart', () => {
    expect(parseGuestCart(null)).toEqual([])
    expect(parseGuestCart('not json')).toEqual([])
    expect(parseGuestCart('{"productId":"p1"}')).toEqual([])
  })

  it('keeps valid entries and drops broken ones', () => {
    const raw = JSON.stringify([
      { productId: 'p1', quantity: 2, size: 'M' },
      { productId: 'p2', quantity: 1 },
      { productId: 'p3', quantity: 0 },
      { productId: 'p4', quantity: 1, size: 'XXL' },
      { quantity: 1 },
      null,
    ])
    expect(parseGuestCart(raw)).toEqual([
      { productId: 'p1', quantity: 2, size: 'M' },
      { productId: 'p2', quantity: 1, size: null },
    ])
  })
})
