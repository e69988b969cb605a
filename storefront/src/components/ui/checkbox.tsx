import type { ComponentProps } from 'react'

import { useFieldsReadOnly } from '@/components/FieldsReadOnly'
import { cn } from '@/lib/cn'

/** A native checkbox in the theme's colours: sturdy with screen readers, forms and cheap phones. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  // A checkbox cannot be read-only: while the form's save is on its way it is disabled (FieldsReadOnly).
  const locked = useFieldsReadOnly()
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
      disabled={locked || props.disabled}
    />
  )
}
