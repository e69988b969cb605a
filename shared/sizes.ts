/** The size options, in the order every screen lists them. */
export const SIZE_OPTIONS = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'] as const

export type Size = (typeof SIZE_OPTIONS)[number]

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZE_OPTIONS as readonly string[]).includes(value)
}

/** Sorts sizes into the canonical XS…6XL order. */
export function sortSizes<T extends Size>(sizes: readonly T[]): T[] {
  return [...sizes].sort((a, b) => SIZE_OPTIONS.indexOf(a) - SIZE_OPTIONS.indexOf(b))
}
