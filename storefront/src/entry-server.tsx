/**
 * The storefront rendered on the server, for signed-out visitors of the public pages: the HTML
 * shows the hero, products and texts before any JavaScript runs (cheap phones, slow networks),
 * and the query cache travels along so the browser hydrates without fetching it again.
 * Built by `vite build --ssr` into storefront/dist-server; used by cms/storefront/prerender.ts.
 */
import type { PrerenderData } from '@shared/api'
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'

import { AppRoutes } from './app/AppRoutes'
import { loadRouteChunks } from './app/lazyRoute'
import { routes } from './app/router'
import { checkoutKeys } from './features/checkout/api/checkoutKeys'
import { queryDefaults } from './lib/queryClient'
import { queryKeys } from './lib/queryKeys'

export async function render(url: string, data: PrerenderData): Promise<{ html: string; state: string } | null> {
  const queryClient = new QueryClient({ defaultOptions: queryDefaults })
  queryClient.setQueryData(queryKeys.user(), null)
  queryClient.setQueryData(checkoutKeys.config(), data.paymentConfig)
  queryClient.setQueryData(queryKeys.products(), data.products)
  queryClient.setQueryData(queryKeys.settings('text'), data.text)
  queryClient.setQueryData(queryKeys.settings('hero-image'), data.heroImage)
  queryClient.setQueryData(queryKeys.settings('impact'), data.impact)
  queryClient.setQueryData(queryKeys.settings('footer'), data.footer)
  queryClient.setQueryData(queryKeys.settings('about'), data.about)

  const { pathname, search } = new URL(url)
  // The page's own chunk first: it then renders without a Suspense boundary, as the browser will
  // hydrate it (app/lazyRoute.tsx).
  await loadRouteChunks(routes, pathname)
  const page = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* The declarative router: no hydration data and no inline script (the Content Security Policy forbids it). */}
        <StaticRouter location={pathname + search}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>
  )
  // A lazy component still loading makes React emit a placeholder plus an inline script that
  // swaps it in, which the Content Security Policy would block. The first pass loads them; once
  // every lazy module is in, a pass renders without any script.
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const html = await renderOnce(page)
    if (!html.includes('<script')) return { html, state: JSON.stringify(dehydrate(queryClient)) }
  }
  return null
}

const MAX_PASSES = 3

async function renderOnce(page: ReactNode): Promise<string> {
  // Infinity: never split a finished boundary out into a separate (script-revealed) chunk.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}
