import { createHash } from 'node:crypto'
import type { Payload } from 'payload'

import { env } from '../env'
import { createLimitStore } from '../limits/createLimitStore'
import type { LimitStore } from '../limits/limitStore'
import type { MailKind } from './mailKinds'
import { queueShopNotice } from './queueShopNotice'
import { readMailContext } from './readMailContext'
import { visitorMailLimitMail } from './templates/visitorMailLimitMail'

const MINUTE = 60_000

/** A message the shop is about to send because a visitor asked: what, to whom, about which order, asked from where. */
export type VisitorMailRequest = {
  kind: MailKind
  /** The recipient; null for the shop's own notices (counted for the shop only). */
  to: string | null
  orderId?: string | number | null
  /**
   * What the message is about, when one recipient may rightly get several of its kind at once: the
   * five-minute spacing per recipient and kind then holds per subject (a "notify me" confirmation
   * per product and size, issue 32). The hourly limit per recipient still counts them all.
   */
  about?: string
}

type Check = { key: string; windowMs: number; limit: number; what: string }

const stores = new WeakMap<Payload, LimitStore>()

/**
 * May the shop send this message? E-mail a visitor can make the shop send (an order's link, a
 * password link, a newsletter confirmation, a demo order's receipt) is the one thing an anonymous
 * request turns into work for a third party: without limits one address made the shop send about
 * 120 messages in 15 minutes (issue 28). Counted in the database's limit store, so every process on
 * one database shares them, in this order, stopping at the first that is spent:
 *
 * - per asking client address: VISITOR_MAIL_PER_ADDRESS (5) per 15 minutes, all kinds together,
 *   spent per request by `allowVisitorAsk` (below) before anything is looked up;
 * - per order: one message of each kind about it every 10 minutes;
 * - per recipient: one message of each kind every 5 minutes (of each kind and subject, for a
 *   request that names what it is `about`), and 3 of any kind an hour;
 * - for the whole shop: VISITOR_MAIL_PER_HOUR (100) an hour; the first refusal of an hour sends
 *   the shop's notice recipients one alert.
 *
 * A refusal changes nothing the visitor sees (the routes answer before looking), so nobody learns
 * whether an address or an order exists. Recipients are counted by a hash: no address is stored.
 */
export async function allowVisitorMail(payload: Payload, request: VisitorMailRequest, now = Date.now()): Promise<boolean> {
  const { perHour } = env().visitorMailLimit
  const checks: Check[] = []
  if (request.orderId !== undefined && request.orderId !== null) checks.push({ key: `mail:order:${request.kind}:${request.orderId}`, windowMs: 10 * MINUTE, limit: 1, what: 'order' })
  if (request.to) {
    const to = hashed(request.to)
    const kind = request.about ? `${request.kind}:${hashed(request.about)}` : request.kind
    checks.push({ key: `mail:to:${kind}:${to}`, windowMs: 5 * MINUTE, limit: 1, what: 'recipient' })
    checks.push({ key: `mail:to:${to}`, windowMs: 60 * MINUTE, limit: 3, what: 'recipient' })
  }
  checks.push({ key: 'mail:shop', windowMs: 60 * MINUTE, limit: perHour, what: 'shop' })

  const store = limitStore(payload)
  for (const check of checks) {
    const { count } = await store.increment(check.key, check.windowMs, now)
    if (count <= check.limit) continue
    payload.logger.info({ msg: 'visitor e-mail not sent: over its limit', kind: request.kind, limit: check.what })
    if (check.what === 'shop') await alertOnce(payload, store, perHour, now)
    return false
  }
  payload.logger.info({ msg: 'visitor e-mail sending', kind: request.kind })
  return true
}

/**
 * The first limit, per asking client address (VISITOR_MAIL_PER_ADDRESS, 5 per 15 minutes, every
 * mail route together): spent by every request that may make the shop send a message, before
 * anything is looked up and whether or not a message then goes out. Counted only when a message
 * went out, the allowance told an attacker, through their own mailbox, whether the addresses they
 * asked about had an account, an order or a subscription (four asks about their own address and
 * one about another: the fifth link of their own arrived only when the other one got nothing).
 * The routes call it before answering (the answer is the same either way).
 */
export async function allowVisitorAsk(payload: Payload, kind: MailKind, requester: string, now = Date.now()): Promise<boolean> {
  const { count } = await limitStore(payload).increment(`mail:ip:${requester}`, 15 * MINUTE, now)
  if (count <= env().visitorMailLimit.perAddress) return true
  payload.logger.info({ msg: 'visitor e-mail not sent: over its limit', kind, limit: 'address' })
  return false
}

/** One alert per hour, whichever process refuses first (the store's count decides, atomically). */
async function alertOnce(payload: Payload, store: LimitStore, perHour: number, now: number): Promise<void> {
  const { count } = await store.increment('mail:shop-alert', 60 * MINUTE, now)
  if (count !== 1) return
  payload.logger.warn({ msg: 'visitor e-mail limit reached: order links, password links and newsletter confirmations are not sent until the hour is over', perHour })
  await queueShopNotice(payload, { kind: 'notice', ...visitorMailLimitMail(perHour, await readMailContext(payload)) })
}

function limitStore(payload: Payload): LimitStore {
  let store = stores.get(payload)
  if (!store) stores.set(payload, (store = createLimitStore(payload)))
  return store
}

function hashed(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('base64url').slice(0, 22)
}
