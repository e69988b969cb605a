import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import type { Size } from '@shared/sizes'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { allowVisitorMail } from '../mail/allowVisitorMail'
import { queueMail } from '../mail/queueMail'
import { readMailContext } from '../mail/readMailContext'
import { restockConfirmMail } from '../mail/templates/restockMails'
import type { RestockRequest } from '../payload-types'

/** What a shopper agrees to, recorded with the time they asked. */
export const RESTOCK_CONSENT = 'One e-mail when this item is back in stock (asked for with "Notify me" on the shop)'

/** At most one confirmation e-mail per request this often, however many times the address is typed in. */
const CONFIRMATION_INTERVAL_MS = 10 * 60 * 1000

export type RestockSubject = { productId: string; productName: string; size: Size | null }

/** One waiting request per address and size: the key that the database keeps unique while a request waits. */
export function waitingKey(email: string, productId: string, size: Size | null): string {
  return `${email}|${productId}|${size ?? ''}`
}

/**
 * Someone asked to be told when a sold-out size is back. A new request is stored pending with the
 * consent and gets the confirmation e-mail (double opt-in, as the newsletter); a pending one gets it
 * again, at most every ten minutes; a confirmed one is left as it is. Every confirmation is within the
 * limits on mail visitors ask for (cms/mail/allowVisitorMail.ts; when they refuse, nothing is stored
 * and the person may ask again later), spaced per address and size: a shopper who asks for M, then
 * L, gets a confirmation for each (decision 47, amended by 54). The caller answers the same in every case, so nobody learns
 * who asked for what (and has spent the asking address's allowance first: allowVisitorAsk).
 */
export async function requestRestockNotice(payload: Payload, email: string, subject: RestockSubject, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const address = email.toLowerCase()
  const key = waitingKey(address, subject.productId, subject.size)
  const { docs } = await payload.find({ collection: 'restock-requests', where: { waitingKey: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })
  const existing = docs[0] as RestockRequest | undefined
  if (existing?.status === 'confirmed') return
  if (existing) {
    const lastSent = existing.confirmationSentAt ? new Date(existing.confirmationSentAt).getTime() : 0
    if (now.getTime() - lastSent < CONFIRMATION_INTERVAL_MS) return
    if (!(await allowVisitorMail(payload, { kind: 'restock-confirm', to: address, about: key }))) return
    await payload.update({
      collection: 'restock-requests',
      id: existing.id,
      data: { consentedAt: now.toISOString(), consent: RESTOCK_CONSENT, confirmationSentAt: now.toISOString() },
      overrideAccess: true,
    })
    await sendConfirmation(payload, address, subject, existing.token)
    return
  }
  if (!(await allowVisitorMail(payload, { kind: 'restock-confirm', to: address, about: key }))) return
  const token = randomBytes(32).toString('base64url')
  try {
    await payload.create({
      collection: 'restock-requests',
      data: {
        email: address,
        product: subject.productId,
        size: subject.size,
        status: 'pending',
        waitingKey: key,
        consentedAt: now.toISOString(),
        consent: RESTOCK_CONSENT,
        confirmationSentAt: now.toISOString(),
        token,
      },
      overrideAccess: true,
    })
  } catch (err) {
    // The same address and size sent twice at once: the other request stored it and mails it.
    if (isUniqueViolation(err)) return
    throw err
  }
  await sendConfirmation(payload, address, subject, token)
}

async function sendConfirmation(payload: Payload, address: string, subject: RestockSubject, token: string): Promise<void> {
  const mail = restockConfirmMail(address, subject, token, await readMailContext(payload))
  await queueMail(payload, { kind: 'restock-confirm', to: address, ...mail })
}
