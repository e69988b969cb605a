import { LINE_QUANTITY_MESSAGE, MAX_LINE_QUANTITY } from './lineQuantity'
import type { Size } from './sizes'

/** What the line rule needs to know of a product, however the cart holds it. */
export type LineProduct = {
  name: string
  /** No longer for sale (the guest cart never holds one: the catalogue leaves hidden products out). */
  hidden?: boolean
  /** The units of each size it comes in; empty for a product without sizes. */
  sizes: Partial<Record<Size, number>>
  /** A product without sizes: its units, or null when they are not counted (it never runs out). */
  count: number | null
}

/** Why a line cannot be: `invalid` (the request is wrong: 400) or `unavailable` (the stock says no: 409). */
export type LineProblem = { kind: 'invalid' | 'unavailable'; message: string }

const units = (value: unknown) => Math.max(0, Math.trunc(Number(value) || 0))

/**
 * The rule for one cart line, for the server cart, checkout and the guest cart alike: a whole
 * quantity from 1 to 99; a product still in the shop; a sized product needs one of its sizes, an
 * unsized one takes none; counted stock (a size's, or an unsized product's count) must cover it.
 * Null when the line is fine.
 */
export function checkCartLine(product: LineProduct, size: Size | null, quantity: number): LineProblem | null {
  const invalid = (message: string): LineProblem => ({ kind: 'invalid', message })
  const unavailable = (message: string): LineProblem => ({ kind: 'unavailable', message })
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return invalid(LINE_QUANTITY_MESSAGE)
  if (product.hidden) return unavailable(`${product.name} is no longer for sale`)
  const sizes = Object.keys(product.sizes) as Size[]
  if (sizes.length === 0) {
    if (size) return invalid(`${product.name} does not come in sizes`)
    if (product.count === null) return null
    const count = units(product.count)
    if (count === 0) return unavailable(`${product.name} is out of stock`)
    if (quantity > count) return unavailable(`Only ${count} of ${product.name} left in stock`)
    return null
  }
  if (!size) return invalid(`Please select a size for ${product.name}`)
  if (!sizes.includes(size)) return invalid(`${product.name} does not come in size ${size}`)
  const available = units(product.sizes[size])
  if (available === 0) return unavailable(`${product.name} (${size}) is out of stock`)
  if (quantity > available) return unavailable(`Only ${available} of ${product.name} (${size}) left in stock`)
  return null
}
