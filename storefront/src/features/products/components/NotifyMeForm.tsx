import type { ApiProduct } from '@shared/api'
import type { FieldErrors } from '@shared/fieldErrors'
import { RESTOCK_THANKS } from '@shared/restockTexts'
import type { Size } from '@shared/sizes'
import { BellRing, ChevronDown } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'

import { Field } from '@/components/Field'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { apiFieldErrors } from '@/lib/apiFieldErrors'
import { cn } from '@/lib/cn'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useRequestRestockNotice } from '../api/requestRestockNotice'
import { waitableSizes } from '../lib/waitableSizes'

type NotifyField = 'size' | 'email'
const FIELD_ORDER: readonly NotifyField[] = ['size', 'email']

/**
 * The form's checks use zod (25 KB of gzip), which a product page would otherwise download beside
 * the app's own scripts: on a slow phone its Add to Cart listened about 0.3 s later (issue 30).
 * Asked for when the form is first used; the server checks the same anyway, so a download that
 * fails sends the form unchecked and the server's messages show at the fields.
 */
const loadChecks = () => import('../lib/restockRequestProblems')

/**
 * "Notify me when it's back" (issue 32), on a product's page while a size (or the product) is sold
 * out: an e-mail address and, for a product with sizes, which sold-out size. The shop asks the
 * address's owner to confirm (double opt-in), then writes once when the size is back.
 */
export function NotifyMeForm({ product }: { product: ApiProduct }) {
  const waitable = waitableSizes(product)
  const headingId = useId()
  const messageId = useId()
  const ask = useRequestRestockNotice()
  const sized = product.sizes.length > 0
  const [size, setSize] = useState<Size | ''>(waitable.length === 1 && waitable[0] ? waitable[0] : '')
  const [email, setEmail] = useState('')
  const { errors, setErrors, showProblems, editor } = useFieldErrors<NotifyField>()
  // A second tap while the checks download must not send twice.
  const checking = useRef(false)
  if (waitable.length === 0) return null
  const allSoldOut = waitable.length === (sized ? product.sizes.length : 1)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (ask.isPending || checking.current) return
    const form = event.currentTarget
    const values = { email: email.trim(), size: sized ? size : null }
    checking.current = true
    const problems = await loadChecks()
      .then((checks) => checks.restockRequestProblems(values))
      .catch((): FieldErrors<NotifyField> => ({}))
      .finally(() => {
        checking.current = false
      })
    if (sized && !size) problems.size = 'Please choose a size'
    if (showProblems(form, problems, FIELD_ORDER)) return
    ask.mutate(
      { productId: product.id, email: values.email, size: sized ? (size as Size) : null },
      { onSuccess: () => setEmail(''), onError: (err) => setErrors(apiFieldErrors(err)) },
    )
  }

  const message = ask.isSuccess
    ? (ask.data?.message ?? RESTOCK_THANKS)
    : ask.isError
      ? (apiErrorMessage(ask.error) ?? 'That did not work. Please try again.')
      : null
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-border bg-muted/40 p-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <BellRing aria-hidden="true" className="size-4 text-ocean" />
          Notify me when it&apos;s back
        </h2>
        <p className="text-sm text-muted-foreground">
          {allSoldOut ? 'Sold out for now.' : 'Your size sold out?'} Leave your e-mail and we will write to you once when it is back in stock.
        </p>
      </div>
      <form noValidate onSubmit={handleSubmit} onFocus={() => void loadChecks().catch(() => {})} className="grid gap-3" aria-describedby={message ? messageId : undefined}>
        {sized && (
          <Field label="Size to wait for" error={errors.size}>
            {(control) => (
              <div className="relative">
                <select
                  {...control}
                  name="size"
                  value={size}
                  onChange={editor('size', (value) => setSize(value as Size | ''))}
                  className={cn(
                    'h-11 w-full appearance-none rounded-lg border border-input bg-card pl-3 pr-9 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm',
                    errors.size && 'border-destructive',
                  )}
                >
                  <option value="">Select a size</option>
                  {waitable.map((option) => (
                    <option key={option} value={option ?? ''}>
                      {option}
                    </option>
                  ))}
                </select>
                <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
              </div>
            )}
          </Field>
        )}
        <Field
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.org"
          value={email}
          error={errors.email}
          onChange={editor('email', setEmail)}
          className="h-11"
        />
        <Button type="submit" variant="outline" className="h-11 w-full" busy={ask.isPending}>
          {ask.isPending ? 'Sending...' : 'Notify Me'}
        </Button>
        <p id={messageId} role="status" className="min-h-5 text-sm">
          {message && <span className={ask.isError ? 'font-medium text-destructive' : 'font-medium text-success'}>{message}</span>}
        </p>
      </form>
    </section>
  )
}
