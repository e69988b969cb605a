import type { OrderFilters } from './orderFilters'

/** Query keys of the admin screens; shared resources (products, settings, user) use lib/queryKeys. */
export const adminQueryKeys = {
  checkAdmin: () => ['auth', 'check-admin'] as const,
  /** Every order list and the summary: what a refund or cancellation changes. */
  ordersRoot: () => ['admin', 'orders'] as const,
  orders: (filters: OrderFilters = {}) => ['admin', 'orders', 'list', filters] as const,
  summary: () => ['admin', 'orders', 'summary'] as const,
  notifications: () => ['admin', 'settings', 'notifications'] as const,
  lowStock: () => ['admin', 'settings', 'low-stock'] as const,
  giving: () => ['settings', 'giving'] as const,
  products: () => ['admin', 'products'] as const,
  /** Under products: whatever refreshes the product list refreshes the histories too. */
  stockHistory: (productId: string) => ['admin', 'products', 'stock-history', productId] as const,
  subscribers: () => ['admin', 'subscribers'] as const,
  promotions: () => ['admin', 'promotions'] as const,
}
