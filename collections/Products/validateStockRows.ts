type StockRow = { size?: string | null; quantity?: number | null }

/** Each size appears at most once. */
export function validateStockRows(rows: unknown[] | null | undefined): true | string {
  const seen = new Set<string>()
  for (const row of (rows ?? []) as (StockRow | null)[]) {
    if (!row?.size) continue
    if (seen.has(row.size)) return `Size ${row.size} is listed twice`
    seen.add(row.size)
  }
  return true
}
