import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** Tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  )
}

/** A short text shown on hover or focus; the trigger keeps its own accessible name. Controlled when `open` is given. */
export function Tooltip({
  label,
  children,
  side = 'top',
  open,
  onOpenChange,
}: {
  label: string
  children: ReactNode
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side']
  open?: boolean
  onOpenChange?: (open: boolean) => void
}) {
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className={cn('z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md')}
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
