import type { InfiniteData } from '@tanstack/react-query'
import type { ApiAdminOrder, ApiAdminOrdersPage } from '@shared/api'

/** A loaded order list (its pages) with one order as the server now answers it; anything else as it was. */
export function withOrder(list: InfiniteData<ApiAdminOrdersPage> | undefined, order: ApiAdminOrder): InfiniteData<ApiAdminOrdersPage> | undefined {
  if (!list || !Array.isArray(list.pages)) return list
  return { ...list, pages: list.pages.map((page) => ({ ...page, orders: page.orders.map((o) => (o.id === order.id ? order : o)) })) }
}
