import type { DeliveryMethod } from '@shared/money'
import type { PaymentDetails } from './paymentDetails'

/**
 * What a payment panel (Stripe's or the demo's) offers the form once it is ready: the intent it
 * pays and how to pay it. `confirm` resolves when the payment succeeded and throws otherwise.
 */
export type PaymentConfirmer = {
  paymentIntentId: string
  /** The intent's client secret: sent with the order as the guest's proof of being the buyer. */
  clientSecret: string
  deliveryMethod: DeliveryMethod
  /** Which of the checkout's answers it is for: a payment repriced in place keeps its secret, and may keep its total (decision 77). */
  ticket: number | undefined
  confirm: (details: PaymentDetails) => Promise<void>
}

/** The payment a panel is for, as its confirmer names it. */
export type PaymentOnScreen = Pick<PaymentConfirmer, 'paymentIntentId' | 'clientSecret' | 'deliveryMethod' | 'ticket'>

/** The confirmer a panel offers for the payment it shows, paying with `confirm`. */
export function confirmerFor({ paymentIntentId, clientSecret, deliveryMethod, ticket }: PaymentOnScreen, confirm: PaymentConfirmer['confirm']): PaymentConfirmer {
  return { paymentIntentId, clientSecret, deliveryMethod, ticket, confirm }
}
