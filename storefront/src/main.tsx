import './index.css'

import { PRERENDER_STATE_ID } from '@shared/api'
import { hydrate } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from './app/App'
import { preloadToaster } from './app/LazyToaster'
import { prefetchForPath } from './app/prefetchForPath'
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
  // From hydrateRoot on, React answers a tap on markup it has not hydrated yet (it hydrates that
  // part first); a tap before it is held by the page's own script (cms/storefront/holdEarlyInput.ts).
  // Not as a transition: a transition hydrates in 5 ms slices and yields between them, and on a
  // slow, busy phone the last slice came seconds later, while a tap in between makes React hydrate
  // the rest at once anyway (decision 35). One render: the page listens sooner. Warming up the
  // class merger is a task of its own.
  hydrateRoot(container, app)
  setTimeout(prepareClassMerging)
} else {
  prefetchForPath(queryClient, window.location.pathname)
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
// React listens now: the server's page marked #root busy until then (cms/storefront/holdEarlyInput.ts).
container.removeAttribute('aria-busy')
// What a tap shows next ("Added to cart"): asked for now, not at the tap.
preloadToaster()
