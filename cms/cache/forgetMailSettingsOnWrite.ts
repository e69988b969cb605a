import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Plugin } from 'payload'

import { mailSettingsCache } from './mailSettingsCache'

/** Globals the e-mails read: the footer's contact details, the notification addresses. */
const MAIL_GLOBALS = new Set(['footer', 'notifications'])

const forgetAfterGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
  mailSettingsCache.forgetAll()
  return doc
}
const forgetAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  mailSettingsCache.forgetAll()
  return doc
}
const forgetAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  mailSettingsCache.forgetAll()
  return doc
}

/**
 * Payload plugin: a save of the footer or the notification settings, and any save or delete of a
 * user (an administrator's address, or who is one), by any door, forgets the cached mail settings.
 */
export const forgetMailSettingsOnWrite: Plugin = (config) => ({
  ...config,
  globals: (config.globals ?? []).map((global) =>
    MAIL_GLOBALS.has(global.slug)
      ? { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), forgetAfterGlobalChange] } }
      : global,
  ),
  collections: (config.collections ?? []).map((collection) =>
    collection.slug === 'users'
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            afterChange: [...(collection.hooks?.afterChange ?? []), forgetAfterChange],
            afterDelete: [...(collection.hooks?.afterDelete ?? []), forgetAfterDelete],
          },
        }
      : collection,
  ),
})
