import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'

import { toastStore } from '@/lib/toast'

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))

const hasToast = () => toastStore.getSnapshot().length > 0
const noToastOnServer = () => false

/**
 * The Radix toast (~8 kB gzip) is fetched on the visitor's first tap or key press, ahead of the
 * toast it will most likely show, or when a toast is raised first; visitors who only look never
 * download it. A toast raised before it arrives waits in the store.
 *
 * The store is read with useSyncExternalStore, not subscribed to in an effect: a toast raised
 * between this component's first render and its effect (a tap answered while the page is still
 * hydrating) would otherwise be missed, and the toast never shown.
 */
export function LazyToaster() {
  const toastWaiting = useSyncExternalStore(toastStore.subscribe, hasToast, noToastOnServer)
  const [wanted, setWanted] = useState(false)
  if (toastWaiting && !wanted) setWanted(true)

  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    const options = { capture: true, passive: true, once: true }
    window.addEventListener('pointerdown', want, options)
    window.addEventListener('keydown', want, options)
    return () => {
      window.removeEventListener('pointerdown', want, options)
      window.removeEventListener('keydown', want, options)
    }
  }, [wanted])

  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
