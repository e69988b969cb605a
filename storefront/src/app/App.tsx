import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'

import { queryClient } from '@/lib/queryClient'

import { LazyToaster } from './LazyToaster'
import { getRouter } from './router'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={getRouter()} />
      <LazyToaster />
    </QueryClientProvider>
  )
}
