import type { Size } from '@shared/sizes'


/** What browser storage keeps under guest_cart. */
export type GuestCartEntry = { productId: string; quantity: number; size?: Size | null }

export type GuestCartAction =
  | { type: 'add'; productId: string; size: Size | null; quantity: number }
  | { type: 'update'; productId: string; size: Size | null; quantity: number }
  | { type: 'remove'; productId: string; size: Size | null }
  | { type: 'clear' }

const sameLine = (entry: GuestCartEntry, productId: string, size: Size | null) =>
  entry.productId === productId && (entry.size ?? null) === size

/**
 * Guest cart rules: adding the same product and size raises its quantity, else appends;
 * updating to more than 0 sets the quantity, to 0 or less removes the entry; remove deletes the
 * entry matching product and size; clear empties the cart.
 */
export function guestCartReducer(state: GuestCartEntry[], action: GuestCartAction): GuestCartEntry[] {
  switch (action.type) {
    case 'add': {
      if (state.some((entry) => sameLine(entry, action.productId, action.size))) {
        return state.map((entry) =>
          sameLine(entry, action.productId, action.size) ? { ...entry, quantity: entry.quantity + action.quantity } : entry,
        )
      }
      return [...state, { productId: action.productId, quantity: action.quantity, size: action.size }]
    }
    case 'update':
      if (action.quantity <= 0) return state.filter((entry) => !sameLine(entry, action.productId, action.size))
      return state.map((entry) => (sameLine(entry, action.productId, action.size) ? { ...entry, quantity: action.quantity } : entry))
    case 'remove':
      return state.filter((entry) => !sameLine(entry, action.productId, action.size))
    case 'clear':
      return []
  }
}

/** Guest lines get local ids; product and size identify a line, so they make the id. */
export function guestLineId(entry: Pick<GuestCartEntry, 'productId' | 'size'>): string {
  return `guest:${entry.productId}:${entry.size ?? ''}`
}
