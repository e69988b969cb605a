import { useLocation, useRoutes } from 'react-router-dom'

import { routes } from './router'
import { RouteErrorBoundary } from './routes/RouteErrorBoundary'

/** The page for the address, under the router of the browser (ShopRouter) or the server (StaticRouter). */
export function AppRoutes() {
  const { pathname } = useLocation()
  // The outer boundary catches a crash of the layout itself (RootLayout has one around each page).
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>
}
