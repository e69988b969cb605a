import type { QueryClient } from '@tanstack/react-query'

import { userQueryOptions } from '@/features/auth/api/getUser'
import { aboutSettingsQueryOptions } from '@/lib/api/getAboutSettings'
import { footerSettingsQueryOptions } from '@/lib/api/getFooterSettings'
import { heroImageQueryOptions } from '@/lib/api/getHeroImage'
import { impactSettingsQueryOptions } from '@/lib/api/getImpactSettings'
import { textSettingsQueryOptions } from '@/lib/api/getTextSettings'
import { productsQueryOptions } from '@/features/products/api/getProducts'

/**
 * Starts every request the first screen needs at once, before React renders, so none waits for
 * another (no waterfall). The first five are preloaded by index.html already; these calls pick
 * up those responses (same URL, same credentials mode) and put them in the query cache.
 */
export function prefetchForPath(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(userQueryOptions())
  void queryClient.prefetchQuery(productsQueryOptions())
  void queryClient.prefetchQuery(textSettingsQueryOptions())
  void queryClient.prefetchQuery(heroImageQueryOptions())
  void queryClient.prefetchQuery(footerSettingsQueryOptions())
  if (pathname === '/') void queryClient.prefetchQuery(impactSettingsQueryOptions())
  if (pathname === '/about') void queryClient.prefetchQuery(aboutSettingsQueryOptions())
  // The volunteers' order list (its chunk is preloaded by the page, so this import costs no round trip).
  if (pathname === '/admin/orders') void import('@/features/admin/api/prefetchAdminOrders').then((m) => m.prefetchAdminOrders(queryClient))
}
