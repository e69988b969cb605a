import { lazy, Suspense } from 'react'

import { useHydrated } from '@/lib/useHydrated'

const loadToaster = () => import('@/components/ui/toaster')
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })))

/** Asks for the toaster's code (App.tsx: once the app's first render is committed, before any tap). */
export function preloadToaster(): void {
  void loadToaster().catch(() => {
    // offline: LazyToaster asks again when it renders
  })
}

/**
 * The Radix toast (~13 kB gzip with the parts it shares) is asked for as soon as the app listens
 * and mounted once the page has hydrated, so the answer to a shopper's first tap ("Added to
 * cart") shows at once instead of after a download (issue 30: 0.65–0.95 s on a slow phone when it
 * was fetched at the first tap). Toasts raised before it has arrived wait in the store.
 */
export function LazyToaster() {
  // Not on the server, nor while hydrating: both render nothing here.
  if (!useHydrated()) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
