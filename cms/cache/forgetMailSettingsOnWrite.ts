import { forgetOnWrite } from './forgetOnWrite'
import { mailSettingsCache } from './mailSettingsCache'

/**
 * Payload plugin: a save of the footer, the notification or the giving settings, and any save or delete of a
 * user (an administrator's address, or who is one), by any door, forgets the cached mail settings.
 */
export const forgetMailSettingsOnWrite = forgetOnWrite({ collections: new Set(['users']), globals: new Set(['footer', 'notifications', 'giving']) }, () =>
  mailSettingsCache.forgetAll(),
)
