import { type DeliveryMethod, formatShipping, SHIPPING_CENTS } from '@shared/money'
import { NOTE_MAX_LENGTH } from '@shared/orderStatus'
import { useId } from 'react'

import { Field } from '@/components/Field'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'

import type { CheckoutFormValues, CheckoutTextField } from '../lib/checkoutForm'
import { checkoutFieldProps } from '../lib/checkoutFieldProps'
import type { CheckoutFormErrors } from '../lib/validateCheckoutForm'

/** In-town (within St. John) is free; out-of-town ships for $15.00. */
const OPTIONS: { value: DeliveryMethod; label: string; detail: string }[] = [
  { value: 'in-town', label: 'In Town', detail: 'Within St. John' },
  { value: 'out-of-town', label: 'Out of Town', detail: 'Mailed to you anywhere else' },
]

type DeliveryCardProps = {
  values: CheckoutFormValues
  errors: CheckoutFormErrors
  disabled: boolean
  onDeliveryMethodChange: (method: DeliveryMethod) => void
  onChange: (field: CheckoutTextField, value: string) => void
}

export function DeliveryCard({ values, errors, disabled, onDeliveryMethodChange, onChange }: DeliveryCardProps) {
  const titleId = useId()
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>Delivery Method</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <RadioGroup
          aria-labelledby={titleId}
          value={values.deliveryMethod}
          onValueChange={(value) => onDeliveryMethodChange(value as DeliveryMethod)}
          disabled={disabled}
        >
          {OPTIONS.map((option) => {
            const id = `delivery-${option.value}`
            const cents = SHIPPING_CENTS[option.value]
            return (
              <label
                key={option.value}
                htmlFor={id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-input p-4 transition-colors hover:bg-muted has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <RadioGroupItem id={id} value={option.value} />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-semibold">{option.label}</span>
                  <span className="text-sm text-muted-foreground">{option.detail}</span>
                </span>
                <span className="font-semibold tabular-nums">{formatShipping(cents)}</span>
              </label>
            )
          })}
        </RadioGroup>
        {values.deliveryMethod === 'out-of-town' && (
          <Field
            label="Mailing Address"
            multiline
            rows={3}
            autoComplete="street-address"
            placeholder="Street, city, state or island, ZIP code"
            {...checkoutFieldProps('shippingAddress', values, errors, onChange)}
          />
        )}
        {/* Issue 32: optional, read by the volunteers packing the order (never printed as a price note). */}
        <Field
          label="Note for the shop (optional)"
          multiline
          rows={2}
          maxLength={NOTE_MAX_LENGTH}
          placeholder="A gift? Anything we should know?"
          {...checkoutFieldProps('note', values, errors, onChange)}
          aria-required={false}
        />
      </CardContent>
    </Card>
  )
}
