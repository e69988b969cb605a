import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'

/**
 * Unsaved edits are not thrown away silently (issue 17): closing or reloading the tab asks the
 * browser's own question, and leaving for another screen of the shop is held until the editor
 * answers the returned blocker (UnsavedChangesDialog).
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname)
}
