import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'

import { queryClient } from '@/lib/queryClient'

import { LazyToaster } from './LazyToaster'
import { getRouter } from './router'

/** `serverRendered`: the page's markup came from the server and is being hydrated. */
export function App({ serverRendered }: { serverRendered: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={getRouter(serverRendered)} />
      <LazyToaster />
    </QueryClientProvider>
  )
}
