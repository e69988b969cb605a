import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const STORAGE_KEY = 'shop-scroll-positions'

/** Where the shopper was on each history entry (by the router's location key), kept across reloads. */
function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

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
  const positions = useRef<Record<string, number> | null>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    positions.current = readPositions()
    window.history.scrollRestoration = 'manual'
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current))
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('pagehide', save)
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  // Recorded as the shopper scrolls: when a navigation commits, the old page is already gone.
  // The key is set in the layout effect below, before any scroll event of the new page comes.
  const shownKey = useRef(location.key)
  useEffect(() => {
    const record = () => {
      if (positions.current) positions.current[shownKey.current] = window.scrollY
    }
    window.addEventListener('scroll', record, { passive: true })
    return () => window.removeEventListener('scroll', record)
  }, [])

  useLayoutEffect(() => {
    shownKey.current = location.key
    if (firstRender.current) {
      firstRender.current = false
      if (isReturnVisit() && window.scrollY === 0) {
        const saved = readPositions()[location.key]
        if (saved !== undefined) window.scrollTo(0, saved)
      }
      return
    }
    const saved = positions.current?.[location.key]
    if (navigationType === 'POP' && saved !== undefined) return window.scrollTo(0, saved)
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (anchor) anchor.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [location.key, location.hash, navigationType])

  return null
}
