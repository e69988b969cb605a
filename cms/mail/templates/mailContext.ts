import type { GivingSettings } from '@shared/givingRules'

/** What every message needs besides its own data: where the shop is and how to reach it. */
export type MailContext = {
  /** The storefront's public address without a trailing slash, e.g. https://shop.example.org. */
  shopUrl: string
  /** From the footer settings. */
  contact: { email: string; phone: string; location: string }
  /** Who the receipts name as the organisation (the Giving settings); their defaults when not given. */
  giving?: Pick<GivingSettings, 'organizationName' | 'ein'>
}
