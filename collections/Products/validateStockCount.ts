/** The count of a product without sizes: a whole number of units, or empty (not stock-tracked). */
export function validateStockCount(value: number | null | undefined): true | string {
  if (value === null || value === undefined) return true
  return Number.isInteger(value) && value >= 0 && value <= 1_000_000 ? true : 'Stock must be a whole number of 0 or more (leave empty when not counted)'
}
