import type { Payload, PayloadRequest } from 'payload'

import { FOOTER_DEFAULTS } from '@shared/settingsDefaults'
import { mailSettingsCache } from '../cache/mailSettingsCache'
import { readGivingSettings } from '../settings/givingSettings'
import { shopUrl } from './shopUrl'
import type { MailContext } from './templates/mailContext'

/**
 * The shop's address and the footer's contact details (their defaults where empty). The footer is
 * cached and shared by every caller, so it is read outside any caller's transaction (`_req`).
 */
export async function readMailContext(payload: Payload, _req?: PayloadRequest): Promise<MailContext> {
  const [contact, giving] = await Promise.all([mailSettingsCache.read('footer-contact', () => readFooterContact(payload)), readGivingSettings(payload)])
  return { shopUrl: shopUrl.get(), contact, giving }
}

async function readFooterContact(payload: Payload): Promise<MailContext['contact']> {
  const footer = (await payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
  const pick = (key: 'contactEmail' | 'contactPhone' | 'contactLocation') =>
    typeof footer[key] === 'string' && footer[key] !== '' ? (footer[key] as string) : FOOTER_DEFAULTS[key]
  return { email: pick('contactEmail'), phone: pick('contactPhone'), location: pick('contactLocation') }
}
