import { lazy, Suspense, useEffect, useState } from 'react'

import { toastStore } from '@/lib/toast'

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))

/**
 * The Radix toast (~8 kB gzip) is fetched on the visitor's first tap or key press, ahead of the
 * toast it will most likely show, or when a toast is raised first; visitors who only look never
 * download it. A toast raised before it arrives waits in the store.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(() => toastStore.getSnapshot().length > 0)

  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    const options = { capture: true, passive: true, once: true }
    window.addEventListener('pointerdown', want, options)
    window.addEventListener('keydown', want, options)
    const unsubscribe = toastStore.subscribe(want)
    return () => {
      window.removeEventListener('pointerdown', want, options)
      window.removeEventListener('keydown', want, options)
      unsubscribe()
    }
  }, [wanted])

  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
