import { lazy, type PointerEvent, startTransition, Suspense, useState } from 'react'

import { type FirstContact, SOCIAL_NETWORKS, type SocialNetwork, type SocialUrls } from '../lib/socialNetworks'
import { SocialButton } from './SocialButton'

// Tooltips need Radix's positioning code (~13 kB gzip): it is fetched only when a pointer or the
// keyboard reaches these buttons, so visitors who never do download nothing for it.
const SocialLinksWithTooltips = lazy(() => import('./SocialLinksWithTooltips').then((m) => ({ default: m.SocialLinksWithTooltips })))

function networkOf(target: EventTarget): SocialNetwork | null {
  return ((target as HTMLElement).closest?.('[data-network]') as HTMLElement | null)?.dataset.network as SocialNetwork | null
}

/** The footer's Facebook, Instagram and Twitter buttons. */
export function SocialLinks({ urls }: { urls: SocialUrls }) {
  const [enhanced, setEnhanced] = useState<FirstContact | null>(null)

  // A transition keeps these buttons on screen until the tooltip code is there.
  const enhance = (contact: FirstContact) => startTransition(() => setEnhanced((current) => current ?? contact))

  function onPointerOver(event: PointerEvent<HTMLDivElement>) {
    // Only a mouse rests over a button; a finger's tap is no hover (Radix shows no tooltips for touch either).
    const network = event.pointerType === 'mouse' ? networkOf(event.target) : null
    enhance({ focus: null, hover: network ? { network, at: performance.now() } : null })
  }

  const plain = (
    <div
      className="flex gap-3"
      onPointerOver={onPointerOver}
      onFocus={(event) => enhance({ focus: networkOf(event.target), hover: null })}
    >
      {SOCIAL_NETWORKS.map(({ network, label, key }) => (
        <SocialButton key={network} network={network} label={label} url={urls[key]} />
      ))}
    </div>
  )
  return <Suspense fallback={plain}>{enhanced ? <SocialLinksWithTooltips urls={urls} first={enhanced} /> : plain}</Suspense>
}
