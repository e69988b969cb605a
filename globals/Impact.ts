import { impactSettings } from '@shared/settingsRules'
import { settingsGlobal } from './settingsGlobal'

/** The homepage's impact section: its image, then its texts (shared/settingsRules.ts). */
export const Impact = settingsGlobal(impactSettings, [
  { name: 'impactImage', type: 'upload', relationTo: 'media', label: 'Image (recommended 1200x800px, max 10 MB)' },
])
