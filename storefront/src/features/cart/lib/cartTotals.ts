import { lineTotalCents, toCents } from '@shared/moneyText'
import type { CartLine } from './cartLine'

/** Item count for the badge and the subtotal in cents (the cart's total equals it). */
export function cartTotals(lines: Pick<CartLine, 'product' | 'quantity'>[]): { count: number; subtotalCents: number } {
  let count = 0
  let subtotalCents = 0
  for (const line of lines) {
    count += line.quantity
    subtotalCents += lineTotalCents(toCents(line.product.price) ?? 0, line.quantity)
  }
  return { count, subtotalCents }
}
