/**
 * Page paths the storefront knows. The server answers them with 200 and the app shell;
 * any other page path gets the same shell with 404, so the browser shows the not-found screen.
 */
const STOREFRONT_ROUTES = [
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
  // Issues 31 and 27: promo codes and giving settings (storefront/src/app/router.test.tsx keeps this list and the router's in step).
  '/admin/promotions',
  '/admin/giving',
  // Issue 12: password reset, order lookup (the private order page is a pattern below).
  '/forgot-password',
  '/reset-password',
  '/order-lookup',
  // Issue 17: the newsletter's confirmation and unsubscribe links.
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  // Issue 32: the links of the "Notify me when it's back" confirmation e-mail.
  '/notify/confirm',
  '/notify/cancel',
] as const

const known = new Set<string>(STOREFRONT_ROUTES)

/** Ids are UUIDs (SQLite) or ObjectIds (MongoDB), lower case as the database makes them. */
const ID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})'
const PRODUCT_PAGE = new RegExp(`^/products/${ID}$`)
const ORDER_PAGE = new RegExp(`^/orders/${ID}$`)

/** The path without trailing slashes ('/' stays '/'). */
function trimSlashes(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/**
 * A page of the storefront: a fixed route, a product page (`/products/{id}`; whether the product
 * exists is the server's to check) or a private order page (`/orders/{id}`). Exact case: the
 * server sends other spellings to this one (see `canonicalPagePath`).
 */
export type StorefrontPage = { kind: 'fixed' } | { kind: 'product'; id: string } | { kind: 'order'; id: string }

export function storefrontPage(pathname: string): StorefrontPage | null {
  const path = trimSlashes(pathname)
  if (known.has(path)) return { kind: 'fixed' }
  const product = PRODUCT_PAGE.exec(path)
  if (product) return { kind: 'product', id: product[1] }
  const order = ORDER_PAGE.exec(path)
  if (order) return { kind: 'order', id: order[1] }
  return null
}

/** True for a known page, with or without a trailing slash. */
export function isStorefrontRoute(pathname: string): boolean {
  return storefrontPage(pathname) !== null
}

/**
 * The one spelling of a page typed in another case (`/Shop` → `/shop`), or null when the path is
 * already that spelling or no page at all. The browser's router ignores case, so the server sends
 * such a visitor to the page's own address rather than answering 404 under a page that shows.
 */
export function canonicalPagePath(pathname: string): string | null {
  const lower = pathname.toLowerCase()
  if (lower === pathname || !isStorefrontRoute(lower)) return null
  return lower
}

/** The address of a product's own page. */
export function productPath(id: string): string {
  return `/products/${id}`
}
