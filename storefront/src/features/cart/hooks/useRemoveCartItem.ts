import { useMutation, useQueryClient } from '@tanstack/react-query'

import { queryKeys } from '@/lib/queryKeys'
import { toast } from '@/lib/toast'

import { removeCartItem } from '../api/removeCartItem'
import { guestCartStore } from '../guest/guestCartStore'
import type { CartLine } from '../lib/cartLine'
import { cartErrorMessage } from '../lib/cartErrorMessage'

async function removeLine({ line }: { line: CartLine }): Promise<void> {
  if (line.source === 'server') await removeCartItem(line.id)
  else guestCartStore.dispatch({ type: 'remove', productId: line.product.id, size: line.size })
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeLine,
    onSuccess: () => {
      toast({ title: 'Item removed', description: 'Item removed from cart successfully' })
    },
    onSettled: async (_data, _err, { line }) => {
      if (line.source === 'server') await queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
    },
    onError: (err) => {
      toast({ title: 'Error', description: cartErrorMessage(err, 'Failed to remove item'), variant: 'destructive' })
    },
  })
}
