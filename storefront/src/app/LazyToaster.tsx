import { lazy, Suspense, useEffect, useState } from 'react'

const loadToaster = () => import('@/components/ui/toaster')
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })))

/**
 * The Radix toast (~13 kB gzip with the parts it shares) is asked for and mounted in a task of its
 * own right after the page has hydrated, so the answer to a shopper's first tap ("Added to cart")
 * shows at once instead of after a download (issue 30: 0.65–0.95 s on a slow phone when it was
 * fetched at the first tap). Not in hydration's own task: the import's preload links and the
 * toaster's first render there kept a slow phone's page from answering taps ~40 ms longer
 * (decision 64). Not on the server either. Toasts raised before it has arrived wait in the store.
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0)
    return () => clearTimeout(timer)
  }, [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
