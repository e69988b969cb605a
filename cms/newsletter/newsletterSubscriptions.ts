import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import type { SubscriberStatus } from '@shared/newsletter'
import { isUniqueViolation } from '../auth/isUniqueViolation'
import { allowVisitorMail } from '../mail/allowVisitorMail'
import { queueMail } from '../mail/queueMail'
import { readMailContext } from '../mail/readMailContext'
import { newsletterConfirmMail } from '../mail/templates/newsletterConfirmMail'
import type { Subscriber } from '../payload-types'

/** What a subscriber agrees to, recorded with the time they asked. */
export const NEWSLETTER_CONSENT = 'The Community Rescue newsletter by e-mail (asked for with the newsletter form on the shop)'

/** At most one confirmation e-mail per address this often, however many times it is typed in. */
const CONFIRMATION_INTERVAL_MS = 10 * 60 * 1000

/**
 * Someone typed this address into the newsletter form. New or not yet confirmed: it is stored
 * pending with the consent and gets the confirmation e-mail (double opt-in), at most once every
 * 10 minutes and within the limits on mail visitors ask for (cms/mail/allowVisitorMail.ts; when
 * they refuse, nothing is stored and the person may try again later). Already confirmed: nothing
 * happens. The caller answers the same in every case, so nobody learns who subscribed (and has
 * spent the asking address's allowance first: allowVisitorAsk).
 */
export async function requestSubscription(payload: Payload, email: string, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const address = email.toLowerCase()
  const existing = await findBy(payload, 'email', address)
  if (existing?.status === 'confirmed') return
  if (existing) {
    const lastSent = existing.confirmationSentAt ? new Date(existing.confirmationSentAt).getTime() : 0
    if (now.getTime() - lastSent < CONFIRMATION_INTERVAL_MS) return
    if (!(await allowVisitorMail(payload, { kind: 'newsletter-confirm', to: address }))) return
    await payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: { status: 'pending', consentedAt: now.toISOString(), consent: NEWSLETTER_CONSENT, confirmationSentAt: now.toISOString() },
      overrideAccess: true,
    })
    await sendConfirmation(payload, address, existing.token)
    return
  }
  if (!(await allowVisitorMail(payload, { kind: 'newsletter-confirm', to: address }))) return
  const token = randomBytes(32).toString('base64url')
  try {
    await payload.create({
      collection: 'subscribers',
      data: { email: address, status: 'pending', consentedAt: now.toISOString(), consent: NEWSLETTER_CONSENT, confirmationSentAt: now.toISOString(), token },
      overrideAccess: true,
    })
  } catch (err) {
    // The same address sent twice at once: the other request stored it and mails it.
    if (isUniqueViolation(err)) return
    throw err
  }
  await sendConfirmation(payload, address, token)
}

/** The link's action: confirm (pending → confirmed) or unsubscribe. False when no subscriber has this token. */
export async function applySubscriberLink(payload: Payload, token: string, action: 'confirm' | 'unsubscribe', now = new Date()): Promise<boolean> {
  const subscriber = token ? await findBy(payload, 'token', token) : null
  if (!subscriber) return false
  const status: SubscriberStatus = action === 'confirm' ? 'confirmed' : 'unsubscribed'
  if (subscriber.status === status) return true
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: action === 'confirm' ? { status, confirmedAt: now.toISOString(), unsubscribedAt: null } : { status, unsubscribedAt: now.toISOString() },
    overrideAccess: true,
  })
  return true
}

async function sendConfirmation(payload: Payload, address: string, token: string): Promise<void> {
  const mail = newsletterConfirmMail(address, token, await readMailContext(payload))
  await queueMail(payload, { kind: 'newsletter-confirm', to: address, ...mail })
}

async function findBy(payload: Payload, field: 'email' | 'token', value: string): Promise<Subscriber | null> {
  const { docs } = await payload.find({ collection: 'subscribers', where: { [field]: { equals: value } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as Subscriber | undefined) ?? null
}
