import { checkCartLine, type LineProduct } from '@shared/cartLineRule'
import type { Size } from '@shared/sizes'
import type { Product } from '../payload-types'
import { unsizedCount } from '../catalog/unsizedCount'
import { InvalidInput, SoldOut } from '../errors/shopErrors'

/** A stored product as the line rule reads it. */
export function lineProductOf(product: Pick<Product, 'name' | 'hidden' | 'stock' | 'stockCount'>): LineProduct {
  return {
    name: product.name,
    hidden: product.hidden === true,
    sizes: Object.fromEntries((product.stock ?? []).map((row) => [row.size, Number(row.quantity)])),
    count: unsizedCount(product),
  }
}

/**
 * One line of the server cart or of checkout, by the shared line rule (shared/cartLineRule.ts, which
 * the guest cart applies too): the size it takes (null for a product without sizes), or the rule's
 * answer as InvalidInput (a wrong request) or SoldOut (the stock says no).
 */
export function checkLine(product: Pick<Product, 'name' | 'hidden' | 'stock' | 'stockCount'>, size: Size | null | undefined, quantity: number): Size | null {
  const problem = checkCartLine(lineProductOf(product), size ?? null, quantity)
  if (problem) throw problem.kind === 'invalid' ? new InvalidInput(problem.message) : new SoldOut(problem.message)
  return size ?? null
}
