/** An inventory count as typed; anything non-numeric counts as 0, negatives become 0. */
export function parseStockCount(text: string | number): number {
  const value = typeof text === 'number' ? text : Number.parseInt(text.trim(), 10)
  if (!Number.isFinite(value)) return 0
  return Math.max(0, Math.floor(value))
}
