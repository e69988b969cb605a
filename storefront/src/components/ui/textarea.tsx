import type { ComponentProps } from 'react'

import { useFieldsReadOnly } from '@/components/FieldsReadOnly'
import { cn } from '@/lib/cn'

/** A multi-line text input, styled like Input; grows with the rows it is given. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  // Read-only while the form's save is on its way (components/FieldsReadOnly.tsx).
  const locked = useFieldsReadOnly()
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base leading-relaxed text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted sm:text-sm',
        className,
      )}
      {...props}
      readOnly={locked || props.readOnly}
    />
  )
}
