import './index.css'

import { PRERENDER_STATE_ID } from '@shared/api'
import { hydrate } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from './app/App'
import { loadRouteChunks } from './app/lazyRoute'
import { prefetchForPath } from './app/prefetchForPath'
import { routes } from './app/router'
import { prepareClassMerging } from './lib/cn'
import { queryClient } from './lib/queryClient'

const container = document.getElementById('root')!
const prerendered = document.getElementById(PRERENDER_STATE_ID)
const serverRendered = Boolean(prerendered && container.firstElementChild)
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

if (prerendered && serverRendered) {
  // The server rendered this page with its data: take both over instead of fetching again.
  hydrate(queryClient, JSON.parse(prerendered.textContent ?? '{}'))
  // The page's own route chunk first (the page preloads it): one pass then hydrates it all
  // (app/lazyRoute.tsx). Should it fail to load, the page differs from the server's, so React
  // renders it again in the browser, where the route asks for its chunk once more.
  void loadRouteChunks(routes, window.location.pathname)
    .catch(() => {})
    .then(hydratePage)
} else {
  prefetchForPath(queryClient, window.location.pathname)
  const root = createRoot(container)
  startTransition(() => root.render(app))
  container.removeAttribute('aria-busy')
}

function hydratePage() {
  // From hydrateRoot on, React answers a tap on markup it has not hydrated yet (it hydrates that
  // part first, at once, and delivers the tap); a tap before it is held by the page's own script
  // (cms/storefront/holdEarlyInput.ts). Not as a transition: a transition hydrates in 5 ms slices
  // and yields between them, and on a slow, busy phone the last slice came seconds later (decision
  // 35; again 1.2–2 s after the app started against 0.4–1.1 s, decision 56). One render: the page
  // listens sooner. Only the impact figures hydrate after it (app/layout/HydrateAfterPage.tsx),
  // and what a tap shows next is asked for once it is committed (App.tsx). Warming up the class
  // merger is a task of its own.
  hydrateRoot(container, app)
  setTimeout(prepareClassMerging)
  // React listens now: the server's page marked #root busy until then (cms/storefront/holdEarlyInput.ts).
  container.removeAttribute('aria-busy')
}
