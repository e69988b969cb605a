import type { ApiPlacedOrder } from '@shared/api'


/** What the home page's confirmation panel shows after a guest's purchase. */
export type OrderConfirmation = {
  id: string
  total: string
  receiptEmail: string | null
  /** The private order page, /orders/{id}?token=… */
  privatePath: string
  /** When it was saved (ms): a fresh one takes focus, so screen readers read it. */
  savedAt: number
}

/**
 * Kept in sessionStorage, this tab's only: it holds the order's private link, which must not outlive
 * the visit on a shared computer (the receipt e-mail has it for good). Cleared when dismissed.
 */
const ORDER_CONFIRMATION_KEY = 'order_confirmation'
const CHANGED = 'order-confirmation-change'

export function saveOrderConfirmation(order: ApiPlacedOrder, now = Date.now()): void {
  const confirmation: OrderConfirmation = {
    id: order.id,
    total: order.total,
    receiptEmail: order.receiptEmail,
    privatePath: order.privatePath,
    savedAt: now,
  }
  write(JSON.stringify(confirmation))
}

export function clearOrderConfirmation(): void {
  write(null)
}

/** The saved text as is (a stable snapshot for useSyncExternalStore); null when none or unreadable. */
export function readOrderConfirmationText(): string | null {
  try {
    return window.sessionStorage.getItem(ORDER_CONFIRMATION_KEY)
  } catch {
    return null
  }
}

export function subscribeOrderConfirmation(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener)
  return () => window.removeEventListener(CHANGED, listener)
}

/** Only what the panel can show safely: a private link of this shop's own form, never another address. */
export function parseOrderConfirmation(text: string | null): OrderConfirmation | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const c = value as Record<string, unknown>
  if (typeof c.id !== 'string' || typeof c.total !== 'string' || typeof c.privatePath !== 'string' || typeof c.savedAt !== 'number') return null
  if (!/^\/orders\/[0-9a-f-]+\?token=[A-Za-z0-9_-]+$/.test(c.privatePath)) return null
  if (c.receiptEmail !== null && typeof c.receiptEmail !== 'string') return null
  return { id: c.id, total: c.total, receiptEmail: c.receiptEmail, privatePath: c.privatePath, savedAt: c.savedAt }
}

function write(text: string | null): void {
  try {
    if (text === null) window.sessionStorage.removeItem(ORDER_CONFIRMATION_KEY)
    else window.sessionStorage.setItem(ORDER_CONFIRMATION_KEY, text)
  } catch {
    // Storage blocked: the toast and the receipt e-mail still confirm the order.
  }
  window.dispatchEvent(new Event(CHANGED))
}
