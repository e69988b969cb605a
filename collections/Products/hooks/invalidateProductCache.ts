import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { productCache } from '@cms/catalog/productCache'

/** Any product write, from the spec's screens or the editors' panel, drops the cached list. */
export const invalidateProductCache: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  productCache.invalidate()
  return doc
}
