import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

import type { CheckoutFormValues, CheckoutTextField } from '../lib/checkoutForm'
import type { CheckoutFormErrors } from '../lib/validateCheckoutForm'
import { TextField } from './TextField'

type ContactCardProps = {
  values: CheckoutFormValues
  errors: CheckoutFormErrors
  onChange: (field: CheckoutTextField, value: string) => void
}

/** Spec §2: Full Name, Email, Phone Number; autofill fills all three on phones. */
export function ContactCard({ values, errors, onChange }: ContactCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact Information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            field="customerName"
            label="Full Name"
            autoComplete="name"
            value={values.customerName}
            error={errors.customerName}
            onValueChange={(value) => onChange('customerName', value)}
          />
        </div>
        <TextField
          field="customerEmail"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.customerEmail}
          error={errors.customerEmail}
          onValueChange={(value) => onChange('customerEmail', value)}
        />
        <TextField
          field="customerPhone"
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.customerPhone}
          error={errors.customerPhone}
          onValueChange={(value) => onChange('customerPhone', value)}
        />
      </CardContent>
    </Card>
  )
}
