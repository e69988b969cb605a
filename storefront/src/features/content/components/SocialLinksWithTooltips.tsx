import { Tooltip, TooltipProvider } from '@/components/ui/tooltip'

import { SocialButton } from './SocialButton'
import { SOCIAL_NETWORKS, type SocialUrls } from './SocialLinks'

export function SocialLinksWithTooltips({ urls }: { urls: SocialUrls }) {
  return (
    <TooltipProvider>
      <div className="flex gap-3">
        {SOCIAL_NETWORKS.map(({ network, label, key }) => (
          <Tooltip key={network} label={label}>
            <SocialButton network={network} label={label} url={urls[key]} />
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  )
}
