import type { FooterSettings } from '@shared/settingsDefaults'
import { lazy, startTransition, Suspense, useState } from 'react'

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

/** The footer's Facebook, Instagram and Twitter buttons (spec §2). */
export function SocialLinks({ urls }: { urls: SocialUrls }) {
  const [enhanced, setEnhanced] = useState<{ focus: SocialNetwork | null } | null>(null)

  // A transition keeps these buttons on screen until the tooltip code is there.
  const enhance = (focus: SocialNetwork | null) => startTransition(() => setEnhanced((current) => current ?? { focus }))

  const plain = (
    <div
      className="flex gap-3"
      onPointerEnter={() => enhance(null)}
      onFocus={(event) => enhance(((event.target as HTMLElement).dataset.network as SocialNetwork | undefined) ?? null)}
    >
      {SOCIAL_NETWORKS.map(({ network, label, key }) => (
        <SocialButton key={network} network={network} label={label} url={urls[key]} />
      ))}
    </div>
  )
  return <Suspense fallback={plain}>{enhanced ? <SocialLinksWithTooltips urls={urls} focus={enhanced.focus} /> : plain}</Suspense>
}
