import { QueryClientProvider } from '@tanstack/react-query'

import { queryClient } from '@/lib/queryClient'

import { AppRoutes } from './AppRoutes'
import { LazyToaster } from './LazyToaster'
import { ShopRouter } from './ShopRouter'

/** The storefront in the browser (entry-server.tsx renders the same routes on the server). */
export function App() {
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
