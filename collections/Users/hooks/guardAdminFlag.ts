import type { CollectionBeforeChangeHook } from 'payload'
import { Forbidden } from 'payload'

import { userIsAdmin } from '@cms/access/isAdmin'

/**
 * Only an administrator may make someone an administrator. Field access already says so, but
 * operations that override access (Payload's first-register) still run hooks, so the rule lives here too.
 * The exceptions are the first-admin setup (`context.setupFirstAdmin`) and the operator's shell
 * command `npm run admin -- create` (`context.operatorCommand`), run by whoever runs the server.
 */
export const guardAdminFlag: CollectionBeforeChangeHook = ({ data, originalDoc, req, context }) => {
  const becomesAdmin = data.isAdmin === true && originalDoc?.isAdmin !== true
  if (becomesAdmin && !userIsAdmin(req) && context.setupFirstAdmin !== true && context.operatorCommand !== true) {
    throw new Forbidden(req.t)
  }
  return data
}
