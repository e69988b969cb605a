import type { Payload } from 'payload'

import type { PaymentProvider } from '../payments/paymentProvider'
import { savedCards } from './savedCards'
import { storedCustomerId } from './storedCustomerId'

/** The cards the payment provider keeps for this customer (none before their first saved card), kept briefly (./savedCards.ts). */
export async function listSavedCards(payload: Payload, payments: PaymentProvider, userId: string) {
  const customerId = await storedCustomerId(payload, userId)
  return customerId ? savedCards.read(userId, customerId, () => payments.listCards(customerId)) : []
}
