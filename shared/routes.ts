/**
 * Page paths the storefront knows. The server answers them with 200 and the app shell;
 * any other page path gets the same shell with 404, so the browser shows the not-found screen.
 */
export const STOREFRONT_ROUTES = [
  '/',
  '/shop',
  '/cart',
  '/checkout',
  '/about',
  '/contact',
  '/account',
  '/login',
  '/signup',
  '/order-confirmation',
  '/admin',
  '/admin/login',
  '/setup-admin',
  '/admin/products',
  '/admin/orders',
  '/admin/text',
  '/admin/footer',
  '/admin/about',
] as const

export type StorefrontRoute = (typeof STOREFRONT_ROUTES)[number]

const known = new Set<string>(STOREFRONT_ROUTES)

/** True for a known page, with or without a trailing slash. */
export function isStorefrontRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return known.has(trimmed)
}
