import { type ReactNode, Suspense } from 'react'

/**
 * A part of a server-rendered page that holds no control a shopper reaches first (the footer, the
 * impact figures): React hydrates it after the rest of the page has been taken over, in small
 * slices, instead of inside the one render that takes the page (storefront/src/main.tsx). On a
 * slow phone the page's Add to Cart buttons then listen sooner, and the main thread is never held
 * for the whole page at once (decision 56). A tap inside it before its turn makes React hydrate it
 * at once and deliver the tap; before the app listens, the page's holder keeps the tap (decision 35).
 * Nothing ever suspends inside, so the fallback is never shown; in the browser-rendered app shell
 * it renders as a plain fragment.
 */
export function HydrateAfterPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
