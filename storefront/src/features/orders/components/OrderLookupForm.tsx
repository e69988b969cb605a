import { type FormEvent, useState } from 'react'

import { Field } from '@/components/Field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { toast } from '@/lib/toast'

import { useLookupOrder } from '../api/lookupOrder'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function validate(orderNumber: string, email: string): string | null {
  if (!orderNumber || !email) return 'Please enter your order number and email address'
  if (!/^#?[0-9a-f-]{8}$/i.test(orderNumber)) return 'An order number has 8 characters, like 3f2c9a1b'
  if (!EMAIL_PATTERN.test(email)) return 'Invalid email'
  return null
}

/** /order-lookup: the order number and e-mail in; the order's private link goes to that e-mail. */
export function OrderLookupForm() {
  const lookup = useLookupOrder()
  const [answer, setAnswer] = useState<string | null>(null)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const orderNumber = String(data.get('orderNumber') ?? '').trim()
    const email = String(data.get('email') ?? '').trim()
    const problem = validate(orderNumber, email)
    if (problem) {
      toast({ title: 'Validation error', description: problem, variant: 'destructive' })
      return
    }
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
          <Field label="Order number" name="orderNumber" autoComplete="off" autoCapitalize="none" spellCheck={false} placeholder="e.g. 3f2c9a1b" required />
          <Field label="Email" name="email" type="email" autoComplete="email" required />
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={lookup.isPending}>
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
