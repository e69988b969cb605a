import type { FooterSettings } from '@shared/settingsDefaults'
import { lazy, Suspense } from 'react'

import { SocialButton } from './SocialButton'

export type SocialUrls = Pick<FooterSettings, 'facebookUrl' | 'instagramUrl' | 'twitterUrl'>

export const SOCIAL_NETWORKS = [
  { network: 'facebook', label: 'Facebook', key: 'facebookUrl' },
  { network: 'instagram', label: 'Instagram', key: 'instagramUrl' },
  { network: 'twitter', label: 'Twitter', key: 'twitterUrl' },
] as const

// Tooltips need Radix's positioning code (~10 KB gzip): it arrives after the first paint, and
// until then the same buttons show without tooltips.
const SocialLinksWithTooltips = lazy(() => import('./SocialLinksWithTooltips').then((m) => ({ default: m.SocialLinksWithTooltips })))

/** The footer's Facebook, Instagram and Twitter buttons (spec §2). */
export function SocialLinks({ urls }: { urls: SocialUrls }) {
  const plain = (
    <div className="flex gap-3">
      {SOCIAL_NETWORKS.map(({ network, label, key }) => (
        <SocialButton key={network} network={network} label={label} url={urls[key]} />
      ))}
    </div>
  )
  return (
    <Suspense fallback={plain}>
      <SocialLinksWithTooltips urls={urls} />
    </Suspense>
  )
}
