/**
 * Order statuses. The spec shows completed, pending and cancelled; this shop adds
 * fulfilled (handed over or shipped) and refunded (money returned through the card provider).
 */
export const ORDER_STATUSES = ['pending', 'completed', 'fulfilled', 'cancelled', 'refunded'] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What an administrator may set from /admin/orders. */
export const ADMIN_SETTABLE_STATUSES = ['completed', 'fulfilled', 'cancelled'] as const satisfies readonly OrderStatus[]

/** The badge of an order placed in demo payment mode, wherever orders are listed (issue 10). */
export const DEMO_ORDER_LABEL = 'Demo — not paid'
