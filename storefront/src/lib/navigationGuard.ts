/**
 * Asked before the app leaves the page it shows (links, `navigate()`, back and forward), so a
 * screen with unsaved edits can hold the navigation until the editor answers. The declarative
 * router has no `useBlocker`; app/guardedBrowserHistory.ts asks this before every move.
 */
type Guard = (nextPathname: string | null, proceed: () => void) => boolean

let active: Guard | null = null

export const navigationGuard = {
  /**
   * `guard` gets the next page's path (null when unknown, as for back and forward) and returns
   * true when it holds the navigation, keeping `proceed` to run it later. Returns the release.
   */
  set(guard: Guard): () => void {
    active = guard
    return () => {
      if (active === guard) active = null
    }
  },
  /** Runs `go` unless the active guard holds it. */
  ask(nextPathname: string | null, go: () => void): void {
    if (active?.(nextPathname, go)) return
    go()
  },
}
