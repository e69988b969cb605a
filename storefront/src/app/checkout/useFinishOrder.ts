import type { ApiPlacedOrder } from '@shared/api'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'

import { guestCartStore } from '@/features/cart/guest/guestCartStore'
import { saveOrderConfirmation } from '@/features/checkout/lib/orderConfirmation'
import { orderPlacedToast } from '@/features/checkout/lib/orderPlacedToast'
import { queryKeys } from '@/lib/queryKeys'
import { toast } from '@/lib/toast'

/**
 * A successful checkout: the toast, the cart emptied (signed in: the server already
 * cleared it, so it is refetched; guest: the local cart is cleared), then signed-in buyers go
 * to their orders and guests home, where a confirmation panel waits until dismissed (issue 17).
 * The orders list is refetched so the new order is in it.
 */
export function useFinishOrder(signedIn: boolean | undefined) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    (order: ApiPlacedOrder) => {
      toast(orderPlacedToast(order))
      if (signedIn) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders() })
      } else {
        guestCartStore.dispatch({ type: 'clear' })
        saveOrderConfirmation(order)
      }
      navigate(signedIn ? '/account?tab=orders' : '/', { replace: true })
    },
    [queryClient, navigate, signedIn],
  )
}
