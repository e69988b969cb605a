import { type ReactNode, Suspense } from 'react'

/**
 * A part of a server-rendered page without any control (the impact figures): React hydrates it
 * after the rest of the page has been taken over, in small slices, instead of inside the one render
 * that takes the page (storefront/src/main.tsx; decision 56). Not for parts with controls: the
 * early-input holder replays a chosen value or typed text only once React has committed its
 * element, and with the footer here one early Subscribe in 10 on the slow phone stayed held
 * (decision 56). Nothing ever suspends inside, so the fallback is never shown; in the
 * browser-rendered app shell it renders as a plain fragment.
 */
export function HydrateAfterPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
