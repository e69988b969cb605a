import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkCartLine } from '@shared/cartLineRule'
import type { Size } from '@shared/sizes'

import { queryKeys } from '@/lib/queryKeys'
import { toast } from '@/lib/toast'

import { addCartItem } from '../api/addCartItem'
import { guestCartStore } from '../guest/guestCartStore'
import { cartErrorMessage } from '../lib/cartErrorMessage'
import { type CartProduct, lineProductOf } from '../lib/cartLine'
import { CartRuleError } from '../lib/CartRuleError'

/** A product card always adds exactly one. */
const ADD_QUANTITY = 1
/** Where a shopper may want to go next (issue 29), as Shopify's cart notification offers. */
const ADDED_LINKS = [
  { label: 'View cart', to: '/cart', altText: 'The cart is also the button in the header' },
  { label: 'Check out', to: '/checkout', altText: 'Checkout is also reached from the cart' },
]

export type AddToCartInput = { product: CartProduct; size: Size | null; signedIn: boolean }

async function addToCart({ product, size, signedIn }: AddToCartInput): Promise<void> {
  if (signedIn) {
    await addCartItem({ productId: product.id, quantity: ADD_QUANTITY, size })
    return
  }
  const inCart = guestCartStore.read().find((e) => e.productId === product.id && (e.size ?? null) === size)?.quantity ?? 0
  const problem = checkCartLine(lineProductOf(product), size, inCart + ADD_QUANTITY)
  if (problem) throw new CartRuleError(problem.message)
  guestCartStore.dispatch({ type: 'add', productId: product.id, size, quantity: ADD_QUANTITY })
}

/** Adds one item to whichever cart applies, with the spec's toasts. */
export function useAddToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (_data, { product, size }) => {
      toast({
        title: 'Added to cart',
        description: size ? `${product.name} (${size}) has been added to your cart` : `${product.name} has been added to your cart`,
        links: ADDED_LINKS,
      })
    },
    // Refetched after success and failure alike: a failure may mean the server cart changed.
    onSettled: async (_data, _err, { signedIn }) => {
      if (signedIn) await queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
    },
    onError: (err) => {
      toast({ title: 'Error', description: cartErrorMessage(err, 'Failed to add to cart'), variant: 'destructive' })
    },
  })
}
