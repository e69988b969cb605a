import type { ReactNode } from 'react'
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom'

import { guardedBrowserHistory } from './guardedBrowserHistory'

/**
 * The browser's router: React Router's declarative router (about half the size of its data
 * router, decision 17) on a history that asks before leaving unsaved edits. Navigations run in a
 * transition, so the old page stays until a lazy route's chunk arrives.
 */
export function ShopRouter({ children }: { children: ReactNode }) {
  return <HistoryRouter history={guardedBrowserHistory()}>{children}</HistoryRouter>
}
