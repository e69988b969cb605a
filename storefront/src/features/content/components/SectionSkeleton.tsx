import type { ReactNode } from 'react'

type SectionSkeletonProps = { headingId: string; headingLevel: 'h1' | 'h2'; className?: string; children: ReactNode }

/** A section's place while its texts load: announced as loading, with the heading its aria-labelledby names. */
export function SectionSkeleton({ headingId, headingLevel: Heading, className, children }: SectionSkeletonProps) {
  return (
    <div role="status" aria-label="Loading" className={className}>
      <Heading id={headingId} className="sr-only">
        Loading
      </Heading>
      {children}
    </div>
  )
}
