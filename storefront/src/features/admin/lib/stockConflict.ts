import { isSize, type Size } from '@shared/sizes'

export type StockCounts = Partial<Record<Size, number>>

/**
 * The stored counts a 409 from a stock save carries (issue 10: someone sold or restocked while the
 * editor was open), or null for any other failure. Reads the fetch wrapper's "<status>: <body>".
 */
export function stockConflictCounts(error: unknown): StockCounts | null {
  if (!(error instanceof Error)) return null
  const match = /^409: (\{[\s\S]*\})$/.exec(error.message)
  if (!match) return null
  let body: unknown
  try {
    body = JSON.parse(match[1])
  } catch {
    return null
  }
  const counts = (body as { sizeInventory?: unknown })?.sizeInventory
  if (!counts || typeof counts !== 'object') return null
  const result: StockCounts = {}
  for (const [size, count] of Object.entries(counts)) {
    if (isSize(size) && Number.isInteger(count)) result[size] = count as number
  }
  return result
}

/** The counts an editor starts from: every size of the product, a missing count as 0 (spec §4). */
export function startingCounts(product: { sizes: Size[]; sizeInventory: StockCounts }): StockCounts {
  return Object.fromEntries(product.sizes.map((size) => [size, product.sizeInventory[size] ?? 0]))
}

/** The stored count of a product without sizes that a 409 brought back (undefined when it says none). */
export function stockConflictCount(error: unknown): number | null | undefined {
  if (!(error instanceof Error)) return undefined
  const match = /^409: (\{[\s\S]*\})$/.exec(error.message)
  if (!match) return undefined
  try {
    const stock = (JSON.parse(match[1]) as { stock?: unknown }).stock
    return stock === null || Number.isInteger(stock) ? (stock as number | null) : undefined
  } catch {
    return undefined
  }
}
