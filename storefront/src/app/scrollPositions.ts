const STORAGE_KEY = 'shop-scroll-positions'

/** Where the shopper was on each history entry (by the router's location key), kept across reloads. */
let positions: Record<string, number> | null = null
/** The entry whose page is on screen; during a navigation's transition, still the old one. */
let shownKey = 'default'

function allPositions(): Record<string, number> {
  if (positions) return positions
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    positions = {}
  }
  return positions
}

/**
 * The scroll position of every page the shopper has seen in this tab, for back and forward
 * (ScrollRestorer). The page shown is recorded as the shopper scrolls and again just before the
 * app leaves it (guardedBrowserHistory): a scroll event only comes at the next frame, so a tap
 * right after a scroll, or before the scroll listener is attached, would otherwise be missed.
 */
export const scrollPositions = {
  show(key: string): void {
    shownKey = key
  },
  recordShownPage(): void {
    allPositions()[shownKey] = window.scrollY
  },
  savedFor(key: string): number | undefined {
    return allPositions()[key]
  },
  persist(): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(allPositions()))
    } catch {
      // Storage full or refused (private mode): back still works within the page's lifetime.
    }
  },
}
