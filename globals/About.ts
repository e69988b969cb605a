import type { GlobalConfig } from 'payload'

import { ABOUT_DEFAULTS } from '@shared/settingsDefaults'
import { globalAccess } from './globalAccess'
import { refreshRenderedPages } from './refreshRenderedPages'
import { textSetting } from './textField'

export const About: GlobalConfig = {
  slug: 'about',
  label: 'About page',
  admin: { group: 'Site settings' },
  access: globalAccess,
  hooks: { afterChange: [refreshRenderedPages] },
  fields: (['mission', 'vision', 'programs', 'impact'] as const).flatMap((section) => {
    const title = `${section}Title` as const
    const text = `${section}Text` as const
    const heading = section[0].toUpperCase() + section.slice(1)
    return [
      textSetting(title, `${heading} title`, ABOUT_DEFAULTS[title], false, 200),
      textSetting(text, `${heading} text`, ABOUT_DEFAULTS[text], true, 5000),
    ]
  }),
}
