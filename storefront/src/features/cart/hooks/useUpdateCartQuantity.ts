import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkCartLine } from '@shared/cartLineRule'

import { queryKeys } from '@/lib/queryKeys'
import { toast } from '@/lib/toast'

import { updateCartItem } from '../api/updateCartItem'
import { guestCartStore } from '../guest/guestCartStore'
import { type CartLine, lineProductOf } from '../lib/cartLine'
import { cartErrorMessage } from '../lib/cartErrorMessage'
import { CartRuleError } from '../lib/CartRuleError'

async function updateQuantity({ line, quantity }: { line: CartLine; quantity: number }): Promise<void> {
  if (line.source === 'server') {
    await updateCartItem(line.id, quantity)
    return
  }
  const problem = checkCartLine(lineProductOf(line.product), line.size, quantity)
  if (problem) throw new CartRuleError(problem.message)
  guestCartStore.dispatch({ type: 'update', productId: line.product.id, size: line.size, quantity })
}

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateQuantity,
    onSettled: async (_data, _err, { line }) => {
      if (line.source === 'server') await queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
    },
    onError: (err) => {
      toast({ title: 'Error', description: cartErrorMessage(err, 'Failed to update quantity'), variant: 'destructive' })
    },
  })
}
