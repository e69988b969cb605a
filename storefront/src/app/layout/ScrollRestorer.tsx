import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

import { scrollPositions } from '../scrollPositions'

/** A reload or a return with back/forward from another site; not a new visit (whose entry key is "default"). */
function isReturnVisit(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'reload' || entry?.type === 'back_forward'
}

/**
 * The data router's ScrollRestoration, for the declarative router: a new page starts at the top
 * (or at its #anchor), back and forward return to where the shopper was. The first render is left
 * alone: on a server-rendered page the shopper may already have scrolled before hydration, and a
 * reload goes back to the saved place only if they have not.
 */
export function ScrollRestorer() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const firstRender = useRef(true)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const record = () => scrollPositions.recordShownPage()
    window.addEventListener('scroll', record, { passive: true })
    window.addEventListener('pagehide', scrollPositions.persist)
    return () => {
      window.removeEventListener('scroll', record)
      window.removeEventListener('pagehide', scrollPositions.persist)
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    // Set before any scroll event of the new page comes (those are dispatched at the next frame).
    scrollPositions.show(location.key)
    if (firstRender.current) {
      firstRender.current = false
      if (isReturnVisit() && window.scrollY === 0) {
        const saved = scrollPositions.savedFor(location.key)
        if (saved !== undefined) window.scrollTo(0, saved)
      }
      return
    }
    // Nothing is returned from this effect: recent Chromium's scroll methods return a promise,
    // which React would take for the effect's cleanup and call, breaking the next navigation.
    const saved = scrollPositions.savedFor(location.key)
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved)
    else if (anchor) anchor.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [location.key, location.hash, navigationType])

  return null
}
