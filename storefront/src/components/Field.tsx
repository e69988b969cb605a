import { type ChangeEventHandler, type ComponentProps, type ReactNode, useId } from 'react'

import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'

/** What Field hands its control: the id its label points at and how it is described. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** The attributes of the input (or, with `multiline`, the textarea) Field renders itself. */
type ControlAttributes = Omit<ComponentProps<'input'>, 'id' | 'children' | 'onChange'> &
  Pick<ComponentProps<'textarea'>, 'rows'> & { onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement> }

type FieldProps = ControlAttributes & {
  label: string
  /** A standing hint under the control, read out with it. */
  description?: string
  /** The rule the value breaks, shown under the control and read out with it; the control is marked invalid. */
  error?: string
  id?: string
  /** A multi-line text box instead of a one-line input. */
  multiline?: boolean
  /** Any other control (a select, a group): it gets the id and the aria attributes. */
  children?: (control: FieldControlProps) => ReactNode
}

/**
 * One labelled form control with its description and error: the only field wrapper the
 * storefront's forms use, so every form says what is wrong at the field, the same way.
 * It renders an input (a textarea with `multiline`) with the remaining props, or `children`.
 */
export function Field({ label, description, error, id, multiline = false, children, className, ...attributes }: FieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const descriptionId = `${controlId}-description`
  const errorId = `${controlId}-error`
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const control: FieldControlProps = { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  return (
    <div className="grid gap-2">
      <Label htmlFor={controlId}>{label}</Label>
      {children ? (
        children(control)
      ) : multiline ? (
        // Grows with its text where the browser can (field-sizing), so nothing hides behind a scrollbar.
        <Textarea
          {...control}
          {...(attributes as ComponentProps<'textarea'>)}
          className={cn('field-sizing-content max-h-[32rem] aria-invalid:border-destructive', className)}
        />
      ) : (
        <Input {...control} {...attributes} className={cn('aria-invalid:border-destructive', className)} />
      )}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
