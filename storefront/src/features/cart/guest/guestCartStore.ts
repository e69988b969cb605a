import { type GuestCartAction, type GuestCartEntry, guestCartReducer } from './guestCartReducer'
import { parseGuestCart } from './parseGuestCart'

/** The guest cart's storage key. */
const GUEST_CART_KEY = 'guest_cart'

const EMPTY: GuestCartEntry[] = []
const listeners = new Set<() => void>()
// Kept so snapshots stay referentially stable for useSyncExternalStore, and so the cart still
// works (for this page's life) when storage is blocked.
let snapshot: { raw: string | null; entries: GuestCartEntry[] } = { raw: null, entries: EMPTY }

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(GUEST_CART_KEY)
  } catch {
    return snapshot.raw
  }
}

function read(): GuestCartEntry[] {
  const raw = readRaw()
  if (raw !== snapshot.raw) snapshot = { raw, entries: parseGuestCart(raw) }
  return snapshot.entries
}

function write(entries: GuestCartEntry[]): void {
  const raw = entries.length ? JSON.stringify(entries) : null
  try {
    if (raw === null) window.localStorage.removeItem(GUEST_CART_KEY)
    else window.localStorage.setItem(GUEST_CART_KEY, raw)
  } catch {
    // storage full or blocked: keep the cart in memory
  }
  snapshot = { raw, entries: raw === null ? EMPTY : entries }
  for (const listener of listeners) listener()
}

/** The guest cart in localStorage, observable by React and in step with other tabs. */
export const guestCartStore = {
  read,
  dispatch(action: GuestCartAction): GuestCartEntry[] {
    const next = guestCartReducer(read(), action)
    write(next)
    return next
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_CART_KEY || event.key === null) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
  serverSnapshot: (): GuestCartEntry[] => EMPTY,
}
