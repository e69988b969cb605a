import { LoaderCircle } from 'lucide-react'

import { cn } from '@/lib/cn'

/** A spinner with its text announced politely; the label defaults to a generic "Loading...". */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  className,
}: {
  label?: string
  showLabel?: boolean
  className?: string
}) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-12 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  )
}
