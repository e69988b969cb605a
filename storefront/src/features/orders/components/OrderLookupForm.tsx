import { fieldErrors } from '@shared/fieldErrors'
import { ORDER_LOOKUP_FIELDS_REQUIRED, orderLookupSchema } from '@shared/orderLookupRules'
import { type FormEvent, useState } from 'react'

import { accountInputs } from '@/components/accountInputs'
import { Field } from '@/components/Field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { toast } from '@/lib/toast'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useLookupOrder } from '../api/lookupOrder'

const FIELDS = ['orderNumber', 'email'] as const
type LookupField = (typeof FIELDS)[number]

/** /order-lookup: the order number and e-mail in; the order's private link goes to that e-mail. */
export function OrderLookupForm() {
  const lookup = useLookupOrder()
  const [answer, setAnswer] = useState<string | null>(null)
  const { showProblems, field } = useFieldErrors<LookupField>()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const orderNumber = String(data.get('orderNumber') ?? '').trim()
    const email = String(data.get('email') ?? '').trim()
    const problems = fieldErrors<LookupField>(orderLookupSchema, { orderNumber, email })
    if (showProblems(form, problems, FIELDS, { priority: [ORDER_LOOKUP_FIELDS_REQUIRED] })) return
    try {
      const result = await lookup.mutateAsync({ orderNumber, email })
      toast({ title: 'Check your email', description: result.message })
      setAnswer(result.message)
    } catch (err) {
      toast({ title: 'Request failed', description: apiErrorMessage(err) ?? 'Please try again', variant: 'destructive' })
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Find your order
        </CardTitle>
        <CardDescription>Enter the order number from your receipt and the email address you used. We will email you the link to your order.</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={handleSubmit}>
        <CardContent className="grid gap-4">
          <Field
            label="Order number"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="e.g. 3f2c9a1b"
            required
            {...field('orderNumber')}
          />
          <Field label="Email" {...accountInputs.email} {...field('email')} />
          <Button type="submit" size="lg" className="mt-2 w-full" busy={lookup.isPending}>
            {lookup.isPending ? 'Sending...' : 'Email me the link'}
          </Button>
          {answer && (
            <p role="status" className="text-center text-sm text-muted-foreground">
              {answer}
            </p>
          )}
        </CardContent>
      </form>
    </Card>
  )
}
