/** An order's number is the first 8 characters of its id. */
export function orderNumber(id: string): string {
  return id.slice(0, 8)
}
