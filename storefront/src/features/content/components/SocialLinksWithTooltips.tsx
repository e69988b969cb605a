import { useEffect, useRef, useState } from 'react'

import { Tooltip, TOOLTIP_DELAY_MS, TooltipProvider } from '@/components/ui/tooltip'

import { type FirstContact, SOCIAL_NETWORKS, type SocialNetwork, type SocialUrls } from '../lib/socialNetworks'
import { SocialButton } from './SocialButton'

type Props = { urls: SocialUrls; /** What reached the plain buttons these replace. */ first: FirstContact }

export function SocialLinksWithTooltips({ urls, first }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState<SocialNetwork | null>(null)

  // These buttons replace the plain ones: give keyboard focus back to the one that had it.
  useEffect(() => {
    if (first.focus) ref.current?.querySelector<HTMLElement>(`[data-network="${first.focus}"]`)?.focus()
  }, [first.focus])

  // A pointer that arrived on a plain button and rests there never moves over these ones, and
  // Radix opens on pointer movement: open its tooltip once the usual delay since arrival is over,
  // and close it when the pointer moves off (Radix never saw it come in, so it would not).
  useEffect(() => {
    const hover = first.hover
    const button = hover && ref.current?.querySelector<HTMLElement>(`[data-network="${hover.network}"]`)
    if (!hover || !button) return
    let away = false
    const onPointerMove = (event: PointerEvent) => {
      if (button.contains(event.target as Node)) return
      away = true
      setOpen((current) => (current === hover.network ? null : current))
      document.removeEventListener('pointermove', onPointerMove)
    }
    document.addEventListener('pointermove', onPointerMove)
    const timer = setTimeout(
      () => {
        if (!away) setOpen((current) => current ?? hover.network)
      },
      Math.max(0, TOOLTIP_DELAY_MS - (performance.now() - hover.at)),
    )
    return () => {
      clearTimeout(timer)
      document.removeEventListener('pointermove', onPointerMove)
    }
  }, [first.hover])

  return (
    <TooltipProvider>
      <div ref={ref} className="flex gap-3">
        {SOCIAL_NETWORKS.map(({ network, label, key }) => (
          <Tooltip
            key={network}
            label={label}
            open={open === network}
            onOpenChange={(next) => setOpen((current) => (next ? network : current === network ? null : current))}
          >
            <SocialButton network={network} label={label} url={urls[key]} />
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  )
}
