import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'

import { PageSpinner } from '@/components/PageSpinner'

/** Each lazy route's element, with what loads its chunk (loadRouteChunks). */
const chunkLoaders = new WeakMap<ReactElement, () => Promise<unknown>>()

/**
 * A route element whose code is its own chunk, downloaded on first visit. Files keep their one
 * named export; this picks it. Navigations run in a transition, so the old page stays until
 * the chunk arrives and the spinner shows only on a first load straight onto the route.
 *
 * A page whose chunk is already in (loadRouteChunks, or an earlier visit) renders without a
 * Suspense boundary: React leaves every boundary of a server-rendered page to hydrate after the
 * rest, at its lowest priority and in 5 ms slices, and on a slow phone a product's Add to Cart
 * listened 0.6–0.9 s after the header and footer (issue 30). The server loads the chunk before it
 * renders (entry-server.tsx) and the browser before it hydrates (main.tsx), so both render the
 * page the same way. Decided once per mount: a page never changes shape (and loses its state)
 * because its chunk arrived.
 */
export function lazyRoute<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  let loaded: ComponentType | null = null
  let loading: Promise<ComponentType> | null = null
  const loadOnce = () => {
    loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType),
      (err: unknown) => {
        loading = null // a failed download may be tried again
        throw err
      },
    )
    return loading
  }
  const Lazy = lazy(async () => ({ default: await loadOnce() }))
  function LazyRoute() {
    const [Loaded] = useState(() => loaded)
    if (Loaded) return <Loaded />
    return (
      <Suspense fallback={<PageSpinner />}>
        <Lazy />
      </Suspense>
    )
  }
  const element = <LazyRoute />
  chunkLoaders.set(element, loadOnce)
  return element
}

/**
 * Loads the chunks of the lazy routes that `pathname` renders, so that they render without
 * suspending (lazyRoute). In the browser the page has preloaded them already
 * (cms/storefront/routePreloads.ts).
 */
export function loadRouteChunks(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? []
  return Promise.all(matches.map(({ route }) => (route.element ? chunkLoaders.get(route.element as ReactElement)?.() : undefined)))
}
