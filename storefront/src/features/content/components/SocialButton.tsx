import type { ComponentProps } from 'react'

import type { SocialNetwork } from '../lib/socialNetworks'
import { SocialIcon } from './SocialIcon'

/** Extra props come from a tooltip trigger wrapping the button (Radix asChild). */
type SocialButtonProps = { network: SocialNetwork; label: string; url: string } & Omit<ComponentProps<'a'>, 'href'>

const CLASSES =
  'flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/** Only web addresses open; anything else (say a javascript: URL saved by mistake) stays inert. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim())
}

/** Opens the configured address in a new tab; with no address it does nothing visible. */
export function SocialButton({ network, label, url, ...triggerProps }: SocialButtonProps) {
  if (!isWebUrl(url)) {
    return (
      <button type="button" aria-label={label} data-network={network} className={CLASSES} {...(triggerProps as ComponentProps<'button'>)}>
        <SocialIcon network={network} />
      </button>
    )
  }
  return (
    <a
      href={url.trim()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      data-network={network}
      className={CLASSES}
      {...triggerProps}
    >
      <SocialIcon network={network} />
    </a>
  )
}
