import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** 1 column on small screens, 3 on medium, 4 on large. */
export function ProductGrid({ children, className, ...props }: { children: ReactNode; className?: string; 'aria-busy'?: boolean }) {
  return (
    <div className={cn('grid grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-4', className)} {...props}>
      {children}
    </div>
  )
}
