import { Outlet, useLocation } from 'react-router-dom'

import { SiteFooter } from '@/features/content/components/SiteFooter'

import { RouteErrorBoundary } from '../routes/RouteErrorBoundary'

import { DemoBanner } from './DemoBanner'
import { Header } from './Header'
import { ScrollRestorer } from './ScrollRestorer'

/** Every page: skip link, the demo-mode banner when payments are demo, header, the route, footer. */
export function RootLayout() {
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 font-semibold shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <DemoBanner />
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <RouteErrorBoundary pathname={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <ScrollRestorer />
    </div>
  )
}
