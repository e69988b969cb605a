import type { DeliveryMethod } from '@shared/money'

import type { IntentLine } from '../lib/checkoutLine'

/** Query keys of the checkout; each holds every variable its query depends on. */
export const checkoutKeys = {
  config: () => ['checkout', 'config'] as const,
  giving: () => ['settings', 'giving'] as const,
  paymentIntents: () => ['checkout', 'payment-intent'] as const,
  /** A new intent for each delivery method, cart content, gift, fee tick and promo code, and for guest versus signed in. */
  paymentIntent: (input: { deliveryMethod: DeliveryMethod; signedIn: boolean; lines: IntentLine[]; donation: string; coverFees: boolean; promoCode: string | null }) =>
    ['checkout', 'payment-intent', input] as const,
}
