import type { QueryClient } from '@tanstack/react-query'

import { queryKeys } from '@/lib/queryKeys'

import { addCartItem } from './api/addCartItem'
import { guestCartStore } from './guest/guestCartStore'

/**
 * After login or signup: each guest line goes to the server cart one at a time (size
 * null when absent); a failure is logged and skipped; then the guest cart is cleared and the
 * server cart refetched.
 */
export async function migrateGuestCart(queryClient: QueryClient): Promise<void> {
  const entries = guestCartStore.read()
  for (const entry of entries) {
    try {
      await addCartItem({ productId: entry.productId, quantity: entry.quantity, size: entry.size ?? null })
    } catch (err) {
      console.error('Could not move a guest cart item to your cart', entry, err)
    }
  }
  if (entries.length > 0) guestCartStore.dispatch({ type: 'clear' })
  await queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
}
