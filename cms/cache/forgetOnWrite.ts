import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Plugin } from 'payload'

type Sources = { collections?: ReadonlySet<string>; globals?: ReadonlySet<string> }

/**
 * A Payload plugin that calls `forget` after every save or delete of the given collections and
 * every save of the given globals, by any door (the /api routers, /cms, /cms-api, other hooks).
 * On SQLite Payload writes without transactions, so the hooks run once the write is in the file.
 */
export function forgetOnWrite({ collections = new Set(), globals = new Set() }: Sources, forget: () => void): Plugin {
  const afterChange: CollectionAfterChangeHook = ({ doc }) => {
    forget()
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    forget()
    return doc
  }
  const afterGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
    forget()
    return doc
  }
  return (config) => ({
    ...config,
    globals: (config.globals ?? []).map((global) =>
      globals.has(global.slug) ? { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange] } } : global,
    ),
    collections: (config.collections ?? []).map((collection) =>
      collections.has(collection.slug)
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
            },
          }
        : collection,
    ),
  })
}
