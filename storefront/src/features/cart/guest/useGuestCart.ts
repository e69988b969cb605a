import { useSyncExternalStore } from 'react'

import { guestCartStore } from './guestCartStore'

export function useGuestCart() {
  return useSyncExternalStore(guestCartStore.subscribe, guestCartStore.read, guestCartStore.serverSnapshot)
}
