import { type DefaultOptions, QueryClient } from '@tanstack/react-query'

/** Nothing is retried, refetched on focus or polled, and fetched data never goes stale. */
export const queryDefaults = {
  queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
  mutations: { retry: false },
} satisfies DefaultOptions

export const queryClient = new QueryClient({ defaultOptions: queryDefaults })
