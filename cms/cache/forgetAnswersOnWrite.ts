import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Plugin } from 'payload'

import { accountAnswers } from './accountAnswers'

/** What the cached account answers are made of: a cart's lines, a customer's orders, the user. */
const ANSWER_SOURCES = new Set(['carts', 'orders', 'users'])

const forgetAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  accountAnswers.forgetAll()
  return doc
}
const forgetAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  accountAnswers.forgetAll()
  return doc
}

/**
 * Payload plugin: any save or delete of a cart line, an order or a user, by any door (the /api
 * routers, /cms, /cms-api, hooks of other collections), forgets the cached account answers. On
 * SQLite Payload writes without transactions, so these hooks run once the write is in the file;
 * an answer read before it can no longer be stored (its epoch is gone).
 */
export const forgetAnswersOnWrite: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    ANSWER_SOURCES.has(collection.slug)
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
