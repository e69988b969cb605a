/** Spec §9: the order number is the first 8 characters of the id. */
export function orderNumber(id: string): string {
  return id.slice(0, 8)
}
