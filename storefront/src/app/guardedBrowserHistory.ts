import { UNSAFE_createBrowserHistory } from 'react-router-dom'

import { navigationGuard } from '@/lib/navigationGuard'

import { scrollPositions } from './scrollPositions'

type HistoryState = { idx?: number } | null
type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>

let pageHistory: BrowserHistory | null = null

/**
 * The page's one browser history (created on first use: one popstate listener, even when
 * StrictMode renders the router twice), which the router navigates with (`unstable_HistoryRouter`),
 * recording where the shopper was on the page being left (scrollPositions) and asking
 * navigationGuard before every move: links and `navigate()` through push, replace and go; back
 * and forward through `popstate`, which arrives after the address has changed, so a held one is
 * undone (the same number of steps the other way) and redone if the guard lets it go.
 */
export function guardedBrowserHistory(): BrowserHistory {
  pageHistory ??= createGuardedHistory()
  return pageHistory
}

function createGuardedHistory(): BrowserHistory {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true })
  const { push, replace, go } = history
  const entryIndex = () => (window.history.state as HistoryState)?.idx ?? null
  // The history entry the app shows, and what to do with the next popstate (our own undo or redo).
  let shownIndex = entryIndex()
  let nextPop: 'ask' | 'drop' | 'pass' = 'ask'

  history.push = (to, state) =>
    navigationGuard.ask(history.createURL(to).pathname, () => {
      scrollPositions.recordShownPage()
      push(to, state)
      shownIndex = entryIndex()
    })
  history.replace = (to, state) =>
    navigationGuard.ask(history.createURL(to).pathname, () => {
      scrollPositions.recordShownPage()
      replace(to, state)
      shownIndex = entryIndex()
    })
  history.go = (delta) =>
    navigationGuard.ask(null, () => {
      if (delta !== 0) nextPop = 'pass'
      go(delta)
    })

  // Capture phase: at the window, capturing listeners run before the router's own (bubbling) one.
  window.addEventListener(
    'popstate',
    (event) => {
      // The address has changed but the page on screen, and its scroll, are still the old ones.
      scrollPositions.recordShownPage()
      const target = (event.state as HistoryState)?.idx ?? null
      const handling = nextPop
      nextPop = 'ask'
      if (handling === 'drop') return event.stopImmediatePropagation()
      if (handling === 'pass' || target === null || shownIndex === null) {
        shownIndex = target
        return
      }
      const steps = target - shownIndex
      let decided = false
      let held = false
      navigationGuard.ask(window.location.pathname, () => {
        if (!held) return void (decided = true)
        nextPop = 'pass'
        go(steps)
      })
      if (decided) {
        shownIndex = target
        return
      }
      held = true
      event.stopImmediatePropagation()
      nextPop = 'drop'
      go(-steps)
    },
    true,
  )
  return history
}
