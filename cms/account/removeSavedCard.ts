import type { Payload } from 'payload'

import { NotFound } from '../errors/shopErrors'
import type { PaymentProvider } from '../payments/paymentProvider'
import { savedCards } from './savedCards'
import { storedCustomerId } from './storedCustomerId'

/**
 * Removes one of this customer's own saved cards; any other id is NotFound. A card that is not in
 * the customer's list (as kept, or read again) is answered without asking the payment provider.
 */
export async function removeSavedCard(payload: Payload, payments: PaymentProvider, userId: string, cardId: string): Promise<void> {
  const customerId = await storedCustomerId(payload, userId)
  if (!customerId || !/^[A-Za-z0-9_]{1,100}$/.test(cardId)) throw new NotFound('Payment method not found')
  const cards = await savedCards.read(userId, customerId, () => payments.listCards(customerId))
  if (!cards.some((card) => card.id === cardId)) throw new NotFound('Payment method not found')
  const removed = await payments.removeCard(customerId, cardId)
  savedCards.forget(userId)
  if (!removed) throw new NotFound('Payment method not found')
}
