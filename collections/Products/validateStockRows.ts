type StockRow = { size?: string | null; quantity?: number | null }

/** Each size appears at most once. */
export function validateStockRows(rows: StockRow[] | null | undefined): true | string {
  const seen = new Set<string>()
  for (const row of rows ?? []) {
    if (!row?.size) continue
    if (seen.has(row.size)) return `Size ${row.size} is listed twice`
    seen.add(row.size)
  }
  return true
}
