import { formatCents, formatPrice } from '@shared/money'
import { checkCartLine } from '@shared/cartLineRule'
import type { Size } from '@shared/sizes'
import { type CartProduct, guestCartLines, lineProductOf, serverCartLines } from './cartLine'
import { cartTotals } from './cartTotals'

/** The guest cart's check: the shared line rule on the product as the catalogue sends it. */
const checkGuestLine = (product: CartProduct, size: Size | null, quantity: number) => checkCartLine(lineProductOf(product), size, quantity)?.message ?? null

const product = (id: string, price: string, extra: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `Product ${id}`,
  price,
  image: null,
  imageVariants: [],
  sizes: [],
  sizeInventory: {},
  stock: null,
  ...extra,
})

describe('money formatting', () => {
  it('shows dollars with a $ prefix and two decimals', () => {
    expect(formatPrice('25.00')).toBe('$25.00')
    expect(formatPrice('32.5')).toBe('$32.50')
    expect(formatPrice(18.5)).toBe('$18.50')
    expect(formatPrice('0')).toBe('$0.00')
    expect(formatCents(123456)).toBe('$1234.56')
  })

  it('falls back to $0.00 for prices it cannot read', () => {
    expect(formatPrice('abc')).toBe('$0.00')
  })
})

describe('cart totals', () => {
  it('counts items and sums exact cents', () => {
    const lines = [
      { product: product('a', '0.10'), quantity: 3 },
      { product: product('b', '32.50'), quantity: 2 },
    ]
    expect(cartTotals(lines)).toEqual({ count: 5, subtotalCents: 6530 })
    expect(formatCents(cartTotals(lines).subtotalCents)).toBe('$65.30')
  })

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ count: 0, subtotalCents: 0 })
  })
})

describe('cart lines', () => {
  it('leaves out server lines without a product', () => {
    const lines = serverCartLines([
      { id: '1', userId: 'u', productId: 'a', quantity: 1, size: null, createdAt: '', product: product('a', '5.00') },
      { id: '2', userId: 'u', productId: 'gone', quantity: 4, size: null, createdAt: '', product: null },
    ])
    expect(lines.map((l) => l.id)).toEqual(['1'])
    expect(cartTotals(lines)).toEqual({ count: 1, subtotalCents: 500 })
  })

  it('looks guest products up in the product list and skips unknown ones', () => {
    const lines = guestCartLines(
      [
        { productId: 'a', quantity: 2, size: 'M' },
        { productId: 'missing', quantity: 1 },
      ],
      [product('a', '25.00', { sizes: ['M'], sizeInventory: { M: 3 } })],
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ source: 'guest', size: 'M', quantity: 2 })
  })
})

describe('guest line rules (same as the server cart)', () => {
  const tee = product('t', '25.00', { name: 'Tee', sizes: ['S', 'M'], sizeInventory: { S: 0, M: 2 } })
  it('accepts a stocked size within stock', () => {
    expect(checkGuestLine(tee, 'M', 2)).toBeNull()
  })
  it('refuses more than the stock, sold-out and missing sizes', () => {
    expect(checkGuestLine(tee, 'M', 3)).toBe('Only 2 of Tee (M) left in stock')
    expect(checkGuestLine(tee, 'S', 1)).toBe('Tee (S) is out of stock')
    expect(checkGuestLine(tee, null, 1)).toBe('Please select a size for Tee')
    expect(checkGuestLine(tee, 'XL', 1)).toBe('Tee does not come in size XL')
  })
  it('caps a line at 99', () => {
    expect(checkGuestLine(product('c', '1.00'), null, 100)).toBe('Quantity must be a whole number from 1 to 99')
  })
})
