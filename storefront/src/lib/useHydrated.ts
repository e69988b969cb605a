import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while the page is rendered on the server and while React hydrates it, true once the
 * browser renders on its own (at once for pages rendered in the browser). For state only the
 * browser knows (localStorage): the server's page and hydration show it as loading, alike.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
