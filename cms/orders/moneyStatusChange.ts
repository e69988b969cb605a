/**
 * `req.context` key set by the shop's own refund and cancel code (cms/orders/refunds), the only
 * writer of the money statuses (cancelled, refunded): the Orders hook
 * collections/Orders/hooks/keepMoneyStatusesToTheServer.ts refuses those statuses from anyone else.
 */
export const MONEY_STATUS_CHANGE = 'orderMoneyStatusChange'
