import type { Payload } from 'payload'

import type { PaymentProvider } from '../payments/paymentProvider'
import { storedCustomerId } from './storedCustomerId'

/** The cards the payment provider keeps for this customer (none before their first saved card). */
export async function listSavedCards(payload: Payload, payments: PaymentProvider, userId: string) {
  const customerId = await storedCustomerId(payload, userId)
  return customerId ? payments.listCards(customerId) : []
}
