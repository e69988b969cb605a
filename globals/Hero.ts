import type { GlobalConfig } from 'payload'

import { globalAccess } from './globalAccess'
import { refreshRenderedPages } from './refreshRenderedPages'

export const Hero: GlobalConfig = {
  slug: 'hero',
  label: 'Homepage hero image',
  admin: { group: 'Site settings', description: 'Background of the top of the home page. Recommended 1920x600px, max 10 MB.' },
  access: globalAccess,
  hooks: { afterChange: [refreshRenderedPages] },
  fields: [{ name: 'heroImage', type: 'upload', relationTo: 'media', label: 'Hero background image' }],
}
