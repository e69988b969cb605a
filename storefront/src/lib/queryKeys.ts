/** Query keys per resource; each key holds every variable its query depends on. */
export const queryKeys = {
  user: () => ['auth', 'user'] as const,
  products: () => ['products'] as const,
  cart: () => ['cart'] as const,
  settings: (group: 'text' | 'hero-image' | 'impact' | 'footer' | 'about') => ['settings', group] as const,
  orders: () => ['account', 'orders'] as const,
  /** The account's paged list (under orders(): what invalidates one invalidates both). */
  orderPages: () => ['account', 'orders', 'pages'] as const,
  order: (id: string) => ['account', 'orders', id] as const,
  paymentMethods: () => ['account', 'payment-methods'] as const,
  /** Issue 27: the donor's contributions of one calendar year (under orders(): a new order or refund refreshes it). */
  giving: (year: number) => ['account', 'orders', 'giving', year] as const,
}
