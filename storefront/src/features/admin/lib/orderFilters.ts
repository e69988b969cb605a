import type { OrderStatus } from '@shared/orderStatus'

/**
 * The search and filters of /admin/orders, as GET /api/admin/orders and export.csv take them;
 * `show: 'to-fulfil'` is the "To Fulfil" list (decision 37).
 */
export type OrderFilters = { q?: string; status?: OrderStatus | ''; from?: string; to?: string; show?: 'to-fulfil' }

/** "?q=…&status=…" with the empty fields left out ("" when none is set). */
export function orderFiltersQuery(filters: OrderFilters): string {
  const params = new URLSearchParams()
  for (const key of ['q', 'status', 'from', 'to', 'show'] as const) {
    const value = filters[key]?.trim()
    if (value) params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
