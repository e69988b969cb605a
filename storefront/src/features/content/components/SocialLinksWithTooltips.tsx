import { useEffect, useRef } from 'react'

import { Tooltip, TooltipProvider } from '@/components/ui/tooltip'

import { SocialButton, type SocialNetwork } from './SocialButton'
import { SOCIAL_NETWORKS, type SocialUrls } from './SocialLinks'

type Props = { urls: SocialUrls; /** The button that had keyboard focus when these replaced the plain ones. */ focus: SocialNetwork | null }

export function SocialLinksWithTooltips({ urls, focus }: Props) {
  const ref = useRef<HTMLDivElement>(null)

  // These buttons replace the plain ones: give keyboard focus back to the one that had it.
  useEffect(() => {
    if (focus) ref.current?.querySelector<HTMLElement>(`[data-network="${focus}"]`)?.focus()
  }, [focus])

  return (
    <TooltipProvider>
      <div ref={ref} className="flex gap-3">
        {SOCIAL_NETWORKS.map(({ network, label, key }) => (
          <Tooltip key={network} label={label}>
            <SocialButton network={network} label={label} url={urls[key]} />
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  )
}
