import { Field } from '@/components/Field'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

import type { CheckoutFormValues, CheckoutTextField } from '../lib/checkoutForm'
import { checkoutFieldProps } from '../lib/checkoutFieldProps'
import type { CheckoutFormErrors } from '../lib/validateCheckoutForm'

type ContactCardProps = {
  values: CheckoutFormValues
  errors: CheckoutFormErrors
  onChange: (field: CheckoutTextField, value: string) => void
}

/** Full Name, Email, Phone Number; autofill fills all three on phones. */
export function ContactCard({ values, errors, onChange }: ContactCardProps) {
  const field = (name: CheckoutTextField) => checkoutFieldProps(name, values, errors, onChange)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact Information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Full Name" autoComplete="name" {...field('customerName')} />
        </div>
        <Field label="Email" type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} {...field('customerEmail')} />
        <Field label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" {...field('customerPhone')} />
      </CardContent>
    </Card>
  )
}
