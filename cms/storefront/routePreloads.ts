import { readViteManifest } from './viteManifest'

/**
 * The lazy route module of each server-rendered page that has one (storefront/src/app/router.tsx;
 * `/` and `/shop` ship in the entry chunk). Product pages are keyed 'product'.
 */
export const PRERENDERED_ROUTE_MODULES: Record<string, string> = {
  product: 'src/app/routes/ProductRoute.tsx',
  '/cart': 'src/app/routes/CartRoute.tsx',
  '/checkout': 'src/app/routes/CheckoutRoute.tsx',
  '/about': 'src/app/routes/AboutRoute.tsx',
  '/contact': 'src/app/routes/ContactRoute.tsx',
}

/**
 * `<link rel="modulepreload">` for a server-rendered page's own route chunk and the chunks it
 * imports that the page does not preload already (Vite's manifest, storefront/dist/.vite). Without
 * them the browser asks for that chunk only once the app runs and reaches the lazy route, and
 * React cannot answer a tap inside it until it arrives: on a slow phone one more round trip
 * (150 ms and more) after the app has started (issue 30).
 */
export function routePreloads(storefrontDist: string, modules: Record<string, string> = PRERENDERED_ROUTE_MODULES): (routeKey: string, inPage: string) => string {
  // Not built with its manifest: pages keep the entry's preloads only.
  const manifest = readViteManifest(storefrontDist)
  const cache = new Map<string, string>()
  return (routeKey, inPage) => {
    const source = modules[routeKey]
    if (!manifest || !source || !manifest[source]) return ''
    let tags = cache.get(routeKey)
    if (tags === undefined) {
      const files: string[] = []
      const visit = (key: string) => {
        const chunk = manifest![key]
        const href = chunk && `/${chunk.file}`
        if (!chunk || key === 'index.html' || files.includes(href) || inPage.includes(`"${href}"`)) return
        files.push(href)
        for (const next of chunk.imports ?? []) visit(next)
      }
      visit(source)
      tags = files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')
      cache.set(routeKey, tags)
    }
    return tags
  }
}

/**
 * /admin/orders' shell: its route chunk preloaded, and the requests its first screen makes (both
 * lists' first pages, the summary) asked for by the HTML itself, as index.html asks for the user
 * and the catalogue. Without them the browser asked for the orders only once the app, the route's
 * chunks and the chunks they import had all arrived and run: a volunteer saw the first orders
 * 2–3 s after the page was asked for at 30,000 orders (decision 57). The app's GETs are the same
 * requests (lib/apiClient.ts), so the browser answers them with these.
 */
export function adminOrdersShell(shell: string, storefrontDist: string): string {
  const preload = routePreloads(storefrontDist, {
    'admin/orders': 'src/app/routes/admin/AdminOrdersRoute.tsx',
    // What the app imports as it starts on this page, to take those requests into its cache at once.
    'admin/orders/prefetch': 'src/features/admin/api/prefetchAdminOrders.ts',
  })
  const route = preload('admin/orders', shell)
  const modules = route + preload('admin/orders/prefetch', shell + route)
  const data = ADMIN_ORDERS_FIRST_REQUESTS.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials">`).join('')
  return shell.replace('</head>', () => `${data}${modules}</head>`)
}

/** What /admin/orders asks for first (storefront/src/features/admin: getAdminOrders, getOrdersSummary). */
export const ADMIN_ORDERS_FIRST_REQUESTS = ['/api/admin/orders?show=to-fulfil', '/api/admin/orders', '/api/admin/orders/summary']
