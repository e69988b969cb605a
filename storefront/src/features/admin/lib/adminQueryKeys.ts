/** Query keys of the admin screens; shared resources (products, settings, user) use lib/queryKeys. */
export const adminQueryKeys = {
  checkAdmin: () => ['auth', 'check-admin'] as const,
  orders: () => ['admin', 'orders'] as const,
  notifications: () => ['admin', 'settings', 'notifications'] as const,
  subscribers: () => ['admin', 'subscribers'] as const,
}
