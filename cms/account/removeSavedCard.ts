import type { Payload } from 'payload'

import { notFound } from '../http/errors'
import type { PaymentProvider } from '../payments/paymentProvider'
import { storedCustomerId } from './storedCustomerId'

/** Removes one of this customer's own saved cards; any other id answers 404. */
export async function removeSavedCard(payload: Payload, payments: PaymentProvider, userId: string, cardId: string): Promise<void> {
  const customerId = await storedCustomerId(payload, userId)
  if (!customerId || !/^[A-Za-z0-9_]{1,100}$/.test(cardId) || !(await payments.removeCard(customerId, cardId))) {
    throw notFound('Payment method not found')
  }
}
