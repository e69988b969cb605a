import { SIZE_OPTIONS, type Size } from '@shared/sizes'

/** Stock rows for the chosen sizes, in canonical order; a size without a count starts at 0. */
export function stockRows(sizes: readonly Size[], inventory: Record<string, number>) {
  return SIZE_OPTIONS.filter((size) => sizes.includes(size)).map((size) => ({ size, quantity: inventory[size] ?? 0 }))
}
