import type { GlobalConfig } from 'payload'

import { anyone } from '@cms/access/anyone'
import { isAdmin } from '@cms/access/isAdmin'

/** Site settings: everyone reads them (the storefront shows them), administrators change them. */
export const globalAccess: GlobalConfig['access'] = { read: anyone, update: isAdmin }
