import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'

import { queryClient } from '@/lib/queryClient'

import { AppRoutes } from './AppRoutes'
import { LazyToaster, preloadToaster } from './LazyToaster'
import { ShopRouter } from './ShopRouter'

/** The storefront in the browser (entry-server.tsx renders the same routes on the server). */
export function App() {
  // What a tap shows next ("Added to cart"): asked for once the page's first render is committed
  // (the app listens), before any tap, but not in the middle of taking over the page (decision 56).
  useEffect(preloadToaster, [])
  return (
    <QueryClientProvider client={queryClient}>
      <ShopRouter>
        <AppRoutes />
        {/* Inside the router: a toast may offer a link ("View cart"). */}
        <LazyToaster />
      </ShopRouter>
    </QueryClientProvider>
  )
}
