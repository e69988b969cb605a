import type { GlobalConfig } from 'payload'

import { IMPACT_DEFAULTS } from '@shared/settingsDefaults'
import { globalAccess } from './globalAccess'
import { refreshRenderedPages } from './refreshRenderedPages'
import { textSetting } from './textField'

export const Impact: GlobalConfig = {
  slug: 'impact',
  label: 'Impact section',
  admin: { group: 'Site settings' },
  access: globalAccess,
  hooks: { afterChange: [refreshRenderedPages] },
  fields: [
    { name: 'impactImage', type: 'upload', relationTo: 'media', label: 'Image (recommended 1200x800px, max 10 MB)' },
    textSetting('impactTitle', 'Title', IMPACT_DEFAULTS.impactTitle, false, 200),
    textSetting('impactText', 'Text (an empty line starts a new paragraph)', IMPACT_DEFAULTS.impactText, true, 5000),
  ],
}
