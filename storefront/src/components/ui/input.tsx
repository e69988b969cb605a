import type { ComponentProps } from 'react'

import { useFieldsReadOnly } from '@/components/FieldsReadOnly'
import { cn } from '@/lib/cn'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  // Read-only while the form's save is on its way (components/FieldsReadOnly.tsx).
  const locked = useFieldsReadOnly()
  return (
    <input
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted sm:text-sm',
        className,
      )}
      {...props}
      readOnly={locked || props.readOnly}
    />
  )
}
