import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { sessionCache } from '@cms/auth/sessionCache'

/** A saved user (profile, admin flag, sessions) is looked up afresh on its next request. */
export const forgetCachedSessions: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  sessionCache.forgetUser(String(doc.id))
  return doc
}
