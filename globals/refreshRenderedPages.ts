import type { GlobalAfterChangeHook } from 'payload'

import { contentVersion } from '@cms/catalog/contentVersion'

/** A saved setting, from the spec's screens or the editors' panel, shows on the next page render. */
export const refreshRenderedPages: GlobalAfterChangeHook = ({ doc }) => {
  contentVersion.bump()
  return doc
}
