import { QueryClient } from '@tanstack/react-query'

/** Spec §7: nothing is retried, refetched on focus or polled, and fetched data never goes stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
    mutations: { retry: false },
  },
})
