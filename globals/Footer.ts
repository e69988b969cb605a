import type { GlobalConfig } from 'payload'

import { FOOTER_DEFAULTS } from '@shared/settingsDefaults'
import { globalAccess } from './globalAccess'
import { refreshRenderedPages } from './refreshRenderedPages'
import { textSetting } from './textField'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: { group: 'Site settings' },
  access: globalAccess,
  hooks: { afterChange: [refreshRenderedPages] },
  fields: [
    textSetting('aboutText', 'About text', FOOTER_DEFAULTS.aboutText, true),
    textSetting('contactEmail', 'Contact email', FOOTER_DEFAULTS.contactEmail, false, 254),
    textSetting('contactPhone', 'Contact phone', FOOTER_DEFAULTS.contactPhone, false, 50),
    textSetting('contactLocation', 'Location', FOOTER_DEFAULTS.contactLocation, false, 200),
    textSetting('newsletterText', 'Newsletter text', FOOTER_DEFAULTS.newsletterText, true),
    textSetting('facebookUrl', 'Facebook URL', '', false, 2048),
    textSetting('instagramUrl', 'Instagram URL', '', false, 2048),
    textSetting('twitterUrl', 'Twitter / X URL', '', false, 2048),
    textSetting('copyrightText', 'Copyright text', FOOTER_DEFAULTS.copyrightText, false, 300),
  ],
}
