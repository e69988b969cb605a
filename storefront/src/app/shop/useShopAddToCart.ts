import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { userQueryOptions } from '@/features/auth/api/getUser'
import { useAddToCart } from '@/features/cart/hooks/useAddToCart'
import { afterNextPaint } from '@/lib/afterNextPaint'

/**
 * Add to Cart wired to the cart that applies: the server cart when signed in, else the guest cart.
 * The button reads "Adding..." from the tap's own frame: the add itself starts after that paint,
 * because its answer (the first toast's render, the header's count) costs a slow phone ~150 ms,
 * and until then the tap would look ignored (decision 64).
 */
export function useShopAddToCart(product: ApiProduct): { adding: boolean; onAdd: (size: Size | null) => void } {
  const queryClient = useQueryClient()
  const add = useAddToCart()
  const [starting, setStarting] = useState(false)

  function mutate(size: Size | null, signedIn: boolean) {
    add.mutate({ product, size, signedIn }, { onSettled: () => setStarting(false) })
  }

  async function addOnceUserKnown(size: Size | null) {
    // A click during the very first load waits for the answer.
    const user = await queryClient.ensureQueryData(userQueryOptions()).catch(() => null)
    mutate(size, Boolean(user))
  }

  function onAdd(size: Size | null) {
    setStarting(true)
    afterNextPaint(() => {
      // Normally already known (the server-rendered page carries it).
      const known = queryClient.getQueryData(userQueryOptions().queryKey)
      if (known === undefined) void addOnceUserKnown(size)
      else mutate(size, Boolean(known))
    })
  }

  return { adding: starting || add.isPending, onAdd }
}
