import type { FooterSettings } from '@shared/settingsDefaults'
import { lazy, type PointerEvent, startTransition, Suspense, useState } from 'react'

import { SocialButton, type SocialNetwork } from './SocialButton'

export type SocialUrls = Pick<FooterSettings, 'facebookUrl' | 'instagramUrl' | 'twitterUrl'>

export const SOCIAL_NETWORKS = [
  { network: 'facebook', label: 'Facebook', key: 'facebookUrl' },
  { network: 'instagram', label: 'Instagram', key: 'instagramUrl' },
  { network: 'twitter', label: 'Twitter', key: 'twitterUrl' },
] as const

// Tooltips need Radix's positioning code (~13 kB gzip): it is fetched only when a pointer or the
// keyboard reaches these buttons, so visitors who never do download nothing for it.
const SocialLinksWithTooltips = lazy(() => import('./SocialLinksWithTooltips').then((m) => ({ default: m.SocialLinksWithTooltips })))

/** What reached the plain buttons first: keyboard focus, or a pointer resting on one since `at`. */
export type FirstContact = { focus: SocialNetwork | null; hover: { network: SocialNetwork; at: number } | null }

function networkOf(target: EventTarget): SocialNetwork | null {
  return ((target as HTMLElement).closest?.('[data-network]') as HTMLElement | null)?.dataset.network as SocialNetwork | null
}

/** The footer's Facebook, Instagram and Twitter buttons (spec §2). */
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
