/** Spec §9: the order number is the first 8 characters of the id. */
export function orderNumber(id: string): string {
  return id.slice(0, 8)
}

/** Spec §4 badges: completed default, pending secondary, cancelled destructive, others secondary. */
export function orderStatusVariant(status: string): 'default' | 'secondary' | 'destructive' {
  if (status === 'completed') return 'default'
  if (status === 'cancelled') return 'destructive'
  return 'secondary'
}
