import type { GlobalConfig } from 'payload'

import { TEXT_DEFAULTS } from '@shared/settingsDefaults'
import { globalAccess } from './globalAccess'
import { refreshRenderedPages } from './refreshRenderedPages'
import { textSetting } from './textField'

export const Text: GlobalConfig = {
  slug: 'text',
  label: 'Homepage text',
  admin: { group: 'Site settings' },
  access: globalAccess,
  hooks: { afterChange: [refreshRenderedPages] },
  fields: [
    textSetting('heroTitle', 'Hero title (a line break starts a new line)', TEXT_DEFAULTS.heroTitle, true, 300),
    textSetting('heroSubtitle', 'Hero subtitle', TEXT_DEFAULTS.heroSubtitle, true, 1000),
    textSetting('heroButtonText', 'Hero button text', TEXT_DEFAULTS.heroButtonText, false, 60),
  ],
}
