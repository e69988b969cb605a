import type { Access } from 'payload'

import { userIsAdmin } from '@cms/access/isAdmin'

/** Hidden products have left the shop: only administrators see them (panel, REST, GraphQL). */
export const shopProductsOnly: Access = ({ req }) => (userIsAdmin(req) ? true : { hidden: { not_equals: true } })
