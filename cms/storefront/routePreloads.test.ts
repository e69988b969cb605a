import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ADMIN_ORDERS_FIRST_REQUESTS, adminOrdersShell, routePreloads } from './routePreloads'
import { orderFiltersQuery } from '../../storefront/src/features/admin/lib/orderFilters'

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_arrow-1.js': { file: 'assets/arrow-1.js', imports: ['_shared-1.js'] },
  'src/app/routes/NotFoundRoute.tsx': { file: 'assets/NotFoundRoute-1.js', imports: ['index.html'] },
  'src/app/routes/admin/AdminOrdersRoute.tsx': { file: 'assets/AdminOrdersRoute-1.js', imports: ['index.html', '_arrow-1.js'] },
  'src/features/admin/api/prefetchAdminOrders.ts': { file: 'assets/prefetchAdminOrders-1.js', imports: ['_arrow-1.js', '_orders-1.js'] },
  '_orders-1.js': { file: 'assets/orders-1.js' },
  'src/app/routes/ProductRoute.tsx': { file: 'assets/ProductRoute-1.js', imports: ['index.html', '_arrow-1.js', 'src/app/routes/NotFoundRoute.tsx'] },
}
const IN_PAGE = '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js">'

describe('routePreloads', () => {
  let dist: string
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'))
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it("preloads a page's route chunk and what it imports, except what the page loads already", () => {
    mkdirSync(path.join(dist, '.vite'))
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST))
    const preloads = routePreloads(dist)
    expect(preloads('product', IN_PAGE)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/ProductRoute-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/arrow-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/NotFoundRoute-1.js">',
    )
    // Pages in the entry chunk, and pages whose module is not in the build, get nothing.
    expect(preloads('/', IN_PAGE)).toBe('')
    expect(preloads('/about', IN_PAGE)).toBe('')
  })

  it('adds nothing without a manifest', () => {
    expect(routePreloads(dist)('product', IN_PAGE)).toBe('')
  })

  it("/admin/orders' shell asks for its route chunk, the module that takes its first requests as the app starts, and those requests, as the app will make them", () => {
    mkdirSync(path.join(dist, '.vite'))
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST))
    const shell = `<html><head>${IN_PAGE}</head><body></body></html>`
    expect(adminOrdersShell(shell, dist)).toBe(
      `<html><head>${IN_PAGE}` +
        '<link rel="preload" href="/api/admin/orders?show=to-fulfil" as="fetch" crossorigin="use-credentials">' +
        '<link rel="preload" href="/api/admin/orders" as="fetch" crossorigin="use-credentials">' +
        '<link rel="preload" href="/api/admin/orders/summary" as="fetch" crossorigin="use-credentials">' +
        '<link rel="modulepreload" crossorigin href="/assets/AdminOrdersRoute-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/arrow-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/prefetchAdminOrders-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/orders-1.js">' +
        '</head><body></body></html>',
    )
    // The very URLs the screen's first lists ask for (getAdminOrders: "To Fulfil", then every order).
    expect(ADMIN_ORDERS_FIRST_REQUESTS.slice(0, 2)).toEqual([`/api/admin/orders${orderFiltersQuery({ show: 'to-fulfil' })}`, `/api/admin/orders${orderFiltersQuery({})}`])
  })
})
