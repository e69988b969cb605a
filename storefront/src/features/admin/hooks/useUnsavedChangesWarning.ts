import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { navigationGuard } from '@/lib/navigationGuard'

/** What the dialog needs: whether a navigation waits, and the editor's two answers. */
type UnsavedChangesBlocker = { state: 'blocked' | 'unblocked'; proceed: () => void; reset: () => void }

/**
 * Unsaved edits are not thrown away silently (issue 17): closing or reloading the tab asks the
 * browser's own question, and leaving for another screen of the shop (a link, back or forward)
 * is held until the editor answers the returned blocker (UnsavedChangesDialog).
 */
export function useUnsavedChangesWarning(dirty: boolean): UnsavedChangesBlocker {
  const { pathname } = useLocation()
  const [held, setHeld] = useState<{ proceed: () => void } | null>(null)

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    const release = navigationGuard.set((nextPathname, proceed) => {
      if (nextPathname === pathname) return false
      setHeld({ proceed })
      return true
    })
    return () => {
      window.removeEventListener('beforeunload', warn)
      release()
    }
  }, [dirty, pathname])

  return {
    state: held ? 'blocked' : 'unblocked',
    proceed: () => {
      setHeld(null)
      held?.proceed()
    },
    reset: () => setHeld(null),
  }
}
