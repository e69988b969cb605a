import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import { cn } from '@/lib/cn'

type AdminPageProps = {
  title: string
  description?: ReactNode
  /** A back link above the title, e.g. to /admin/products. */
  back?: { to: string; label: string }
  /** Buttons and links beside (wide screens) or under (phones) the title. */
  actions?: ReactNode
  /** Links to the other admin screens, in a row under the title. */
  links?: ReactNode
  children: ReactNode
  className?: string
}

/** The frame of every admin screen: back link, title, actions, then the screen's content. */
export function AdminPage({ title, description, back, actions, links, children, className }: AdminPageProps) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8', className)}>
      {back && (
        <Link
          data-no-print
          to={back.to}
          className="mb-4 inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-semibold text-ocean underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          {/* Focusable by script only: where the focus goes when what had it leaves the page (focusAfterCardLeaves). */}
          <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
            {title}
          </h1>
          {description && <p className="mt-1 text-muted-foreground">{description}</p>}
        </div>
        {actions && (
          <div data-no-print className="flex flex-wrap gap-2">
            {actions}
          </div>
        )}
      </div>
      {links && (
        <nav aria-label="Admin" className="mt-5">
          <ul className="flex flex-wrap gap-2">{links}</ul>
        </nav>
      )}
      <div className="mt-8">{children}</div>
    </div>
  )
}
