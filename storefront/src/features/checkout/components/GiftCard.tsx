import { formatPrice } from '@shared/money'
import { type KeyboardEvent, useId } from 'react'

import { Field } from '@/components/Field'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'

/** What the buyer picked: no gift, one of the presets (its decimal string), or an amount of their own. */
export type GiftChoice = 'none' | 'other' | string

type GiftCardProps = {
  presets: string[]
  choice: GiftChoice
  otherText: string
  otherError?: string
  disabled: boolean
  onChoiceChange: (choice: GiftChoice) => void
  onOtherTextChange: (text: string) => void
  /** The other amount is final (the field left, or Enter): price it. */
  onOtherCommit: () => void
}

export const GIFT_CARD_TITLE = 'Add a gift to support our programs'
export const OTHER_AMOUNT_ID = 'gift-other-amount'

/** Issue 27: a gift at checkout (after Delivery Method): the presets, an amount of one's own, or none. */
export function GiftCard({ presets, choice, otherText, otherError, disabled, onChoiceChange, onOtherTextChange, onOtherCommit }: GiftCardProps) {
  const titleId = useId()
  const options = [
    ...presets.map((amount) => ({ value: amount, label: formatPrice(amount) })),
    { value: 'other', label: 'Other amount' },
    { value: 'none', label: 'No gift' },
  ]
  function commitOnEnter(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // Enter prices the gift; it does not place the order.
    if (event.key === 'Enter') {
      event.preventDefault()
      onOtherCommit()
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{GIFT_CARD_TITLE}</CardTitle>
        <CardDescription>Optional. Every dollar goes to our rescue, education and community programs, and your receipt shows it as a tax-deductible gift.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <RadioGroup aria-labelledby={titleId} value={choice} onValueChange={onChoiceChange} disabled={disabled} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {options.map((option) => {
            const id = `gift-${option.value.replace('.', '-')}`
            return (
              <label
                key={option.value}
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-input px-4 py-3 transition-colors hover:bg-muted has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <RadioGroupItem id={id} value={option.value} />
                <span className="font-semibold tabular-nums">{option.label}</span>
              </label>
            )
          })}
        </RadioGroup>
        {choice === 'other' && (
          <Field
            id={OTHER_AMOUNT_ID}
            label="Your gift ($)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 15.00"
            description="From $1.00 to $10,000.00"
            value={otherText}
            error={otherError}
            disabled={disabled}
            onChange={(event) => onOtherTextChange(event.target.value)}
            onBlur={onOtherCommit}
            onKeyDown={commitOnEnter}
          />
        )}
      </CardContent>
    </Card>
  )
}
