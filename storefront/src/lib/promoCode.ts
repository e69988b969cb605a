import { useSyncExternalStore } from 'react'

/**
 * The promo code the shopper applied (issue 31), kept for this tab (session storage) so that a code
 * applied on /cart is still applied on /checkout. Shown by the cart and the checkout alike.
 */
const KEY = 'promo_code'
const listeners = new Set<() => void>()

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) || null
  } catch {
    return null
  }
}

export function setPromoCode(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(KEY, code)
    else window.sessionStorage.removeItem(KEY)
  } catch {
    // Storage refused (private mode): the code lives as long as the page.
  }
  memory = code
  for (const listener of listeners) listener()
}

let memory: string | null = null

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The applied code, or null (always null while the server renders). */
export function usePromoCode(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read() ?? memory,
    () => null,
  )
}
