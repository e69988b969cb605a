import type { GlobalConfig } from 'payload'

import { globalAccess } from './globalAccess'

export const Hero: GlobalConfig = {
  slug: 'hero',
  label: 'Homepage hero image',
  admin: { group: 'Site settings', description: 'Background of the top of the home page. Recommended 1920x600px, max 10 MB.' },
  access: globalAccess,
  fields: [{ name: 'heroImage', type: 'upload', relationTo: 'media', label: 'Hero background image' }],
}
