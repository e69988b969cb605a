import type { PaymentConfig } from '@shared/api'
import type { GivingSettings } from '@shared/givingLimits'
import { type DeliveryMethod, formatCents, type OrderTotals } from '@shared/money'
import { type FormEvent, type ReactNode, type RefObject, useEffect } from 'react'

import { FieldsReadOnly } from '@/components/FieldsReadOnly'
import { Button } from '@/components/ui/button'

import type { CheckoutIntent } from '../api/createPaymentIntent'
import type { CheckoutGift } from '../hooks/useCheckoutGift'
import type { CheckoutFormValues, CheckoutTextField } from '../lib/checkoutForm'
import type { CheckoutLine } from '../lib/checkoutLine'
import { loadCheckoutChecks } from '../lib/loadCheckoutChecks'
import type { PaymentConfirmer } from '../lib/paymentConfirmer'
import type { CheckoutFormErrors } from '../lib/validateCheckoutForm'
import { ContactCard } from './ContactCard'
import { DeliveryCard } from './DeliveryCard'
import { GiftCard } from './GiftCard'
import { OrderSummaryCard } from './OrderSummaryCard'
import { PaymentCard, type PriceError } from './PaymentCard'

type CheckoutFormProps = {
  values: CheckoutFormValues
  errors: CheckoutFormErrors
  lines: CheckoutLine[]
  totals: OrderTotals
  pricesChanged: boolean
  config: PaymentConfig
  /** The payment the card form is for: the last one while the next price is made (decision 77). */
  intent: CheckoutIntent | null
  /** A new price is being made for the payment on screen. */
  repricing?: boolean
  /** The new price could not be made: why, and another try (the form stays). */
  priceError?: PriceError | null
  submitting: boolean
  /** The payment is made: its delivery method can no longer change. */
  deliveryLocked?: boolean
  submitRef: RefObject<HTMLButtonElement | null>
  onFieldChange: (field: CheckoutTextField, value: string) => void
  onDeliveryMethodChange: (method: DeliveryMethod) => void
  /** Place Order pressed (or Enter): the page pays with the panel that is ready for the payment on screen. */
  onSubmit: () => void
  /** The payment panel that is ready offers its confirmer (null when it goes). */
  onConfirmerChange: (confirmer: PaymentConfirmer | null) => void
  /** Issue 27: what the Giving settings offer, and the buyer's gift and fee tick. */
  giving: GivingSettings
  gift: CheckoutGift
  /** The fee the buyer would cover in `optional` mode. */
  optionalFeeCents: number
  /** The promo code the payment was priced with, and the Promo code field (issue 31). */
  promoCode?: string | null
  promoField?: ReactNode
}

/** The four cards and 'Place Order - $total' / 'Processing...'. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { values, errors, lines, totals, pricesChanged, config, intent, repricing = false, priceError = null, submitting, deliveryLocked = false, submitRef, onFieldChange, onDeliveryMethodChange, onSubmit, onConfirmerChange, promoCode, promoField } = props
  const { giving, gift, optionalFeeCents } = props
  // The form's checks are asked for once it shows, in a task of their own after this commit: in by
  // the time Place Order is pressed (it awaits them), and never for a checkout without the form.
  useEffect(() => {
    loadCheckoutChecks().catch(() => {})
  }, [])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!submitting) onSubmit()
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Checkout" className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid min-w-0 gap-6">
        {/* The order goes with what is on screen at the press: nothing typed afterwards may look as if it went with it. */}
        <FieldsReadOnly when={submitting}>
          <ContactCard values={values} errors={errors} onChange={onFieldChange} />
          <DeliveryCard values={values} errors={errors} disabled={submitting || deliveryLocked} onDeliveryMethodChange={onDeliveryMethodChange} onChange={onFieldChange} />
        </FieldsReadOnly>
        {giving.donationsEnabled && (
          <GiftCard
            presets={giving.donationPresets}
            choice={gift.choice}
            otherText={gift.otherText}
            otherError={gift.otherError}
            disabled={submitting || deliveryLocked}
            onChoiceChange={gift.choose}
            onOtherTextChange={gift.changeOtherText}
            onOtherCommit={gift.commitOther}
          />
        )}
        <PaymentCard config={config} intent={intent} repricing={repricing} priceError={priceError} onConfirmerChange={onConfirmerChange} />
      </div>
      <OrderSummaryCard
        lines={lines}
        totals={totals}
        pricesChanged={pricesChanged}
        feeMode={giving.feeMode}
        optionalFeeCents={optionalFeeCents}
        coverFees={gift.coverFees}
        onCoverFeesChange={gift.setCoverFees}
        feeDisabled={submitting || deliveryLocked}
        promoCode={promoCode ?? null}
        promoField={promoField}
        className="lg:sticky lg:top-24"
      >
        <Button ref={submitRef} type="submit" size="lg" className="w-full" busy={submitting}>
          {submitting ? 'Processing...' : `Place Order - ${formatCents(totals.totalCents)}`}
        </Button>
      </OrderSummaryCard>
    </form>
  )
}
