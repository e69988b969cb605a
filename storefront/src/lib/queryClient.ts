import { type DefaultOptions, notifyManager, QueryClient } from '@tanstack/react-query'

/** Nothing is retried, refetched on focus or polled, and fetched data never goes stale. */
export const queryDefaults = {
  queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
  mutations: { retry: false },
} satisfies DefaultOptions

// TanStack Query tells React of a change on a timer by default, so a button that is busy while its
// mutation runs (`busy={save.isPending}`) stayed pressable until that timer ran: a double-click
// placed two orders and paid twice, added a note twice (decision 68). In a microtask, React has
// rendered the busy button before the browser delivers the next click or key.
notifyManager.setScheduler(queueMicrotask)

export const queryClient = new QueryClient({ defaultOptions: queryDefaults })
