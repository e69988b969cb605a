import { type ComponentProps, useId } from 'react'

import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; hint?: string }

/** A labelled multi-line field; the hint is read out as its description. */
export function TextareaField({ label, hint, id, className, ...props }: TextareaFieldProps) {
  const generated = useId()
  const fieldId = id ?? generated
  const hintId = `${fieldId}-hint`
  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>{label}</Label>
      {/* Grows with its text where the browser can (field-sizing), so nothing hides behind a scrollbar. */}
      <Textarea id={fieldId} aria-describedby={hint ? hintId : undefined} className={cn('field-sizing-content max-h-[32rem]', className)} {...props} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  )
}
