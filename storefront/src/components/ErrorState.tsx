import { AlertCircle } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

type ErrorStateProps = {
  title: string
  /** A page of its own names itself with h1; a panel inside a page keeps the page's outline (p). */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p'
  description?: ReactNode
  /** Technical detail in small print (a route crash's status or message), when there is one. */
  detail?: string | null
  /** The way out: a retry button first, then any other (e.g. back to the cart). */
  children: ReactNode
  className?: string
}

/**
 * The one look of "this could not be loaded": what failed, why if known, and what to do next.
 * The buttons come from the caller: importing Button here made the bundler split Radix's Slot and
 * class-variance-authority out of the home page's entry chunk (decision 23).
 */
export function ErrorState({ title, titleAs: Title = 'p', description, detail, children, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn('mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center', className)}>
      <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
      <Title className={cn('font-semibold', Title === 'p' ? 'text-base' : 'text-xl')}>{title}</Title>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
      <div className="mt-1 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  )
}
