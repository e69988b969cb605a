import type { CollectionBeforeChangeHook } from 'payload'

import { newOrderAccessToken } from '@cms/orders/orderAccessToken'
import type { Order } from '@cms/payload-types'

/** Every new order gets the unguessable key of its private link (/orders/{id}?token=…). */
export const assignAccessToken: CollectionBeforeChangeHook<Order> = ({ data, operation }) => {
  if (operation === 'create' && !data.accessToken) return { ...data, accessToken: newOrderAccessToken() }
  return data
}
