import type { Payload, PayloadRequest } from 'payload'

import { FOOTER_DEFAULTS } from '../../shared/settingsDefaults'
import { shopUrl } from './shopUrl'
import type { MailContext } from './templates/mailContext'

/** The shop's address and the footer's contact details (their defaults where empty). */
export async function readMailContext(payload: Payload, req?: PayloadRequest): Promise<MailContext> {
  const footer = (await payload.findGlobal({ slug: 'footer', depth: 0, req, overrideAccess: true })) as unknown as Record<string, unknown>
  const pick = (key: 'contactEmail' | 'contactPhone' | 'contactLocation') =>
    typeof footer[key] === 'string' && footer[key] !== '' ? (footer[key] as string) : FOOTER_DEFAULTS[key]
  return {
    shopUrl: shopUrl.get(),
    contact: { email: pick('contactEmail'), phone: pick('contactPhone'), location: pick('contactLocation') },
  }
}
