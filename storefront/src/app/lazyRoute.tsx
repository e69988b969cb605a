import { type ComponentType, lazy, Suspense } from 'react'

import { PageSpinner } from '@/components/PageSpinner'

/**
 * A route element whose code is its own chunk, downloaded on first visit. Files keep their one
 * named export; this picks it. Navigations run in a transition, so the old page stays until
 * the chunk arrives and the spinner shows only on a first load straight onto the route.
 */
export function lazyRoute<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Component = lazy(async () => ({ default: (await load())[name] as ComponentType }))
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  )
}
