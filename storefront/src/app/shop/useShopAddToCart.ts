import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'
import { useQueryClient } from '@tanstack/react-query'

import { userQueryOptions } from '@/features/auth/api/getUser'
import { useAddToCart } from '@/features/cart/hooks/useAddToCart'

/** Add to Cart wired to the cart that applies: the server cart when signed in, else the guest cart. */
export function useShopAddToCart(product: ApiProduct): { adding: boolean; onAdd: (size: Size | null) => void } {
  const queryClient = useQueryClient()
  const add = useAddToCart()

  async function handleAdd(size: Size | null) {
    // A click during the very first load waits for the answer.
    const user = await queryClient.ensureQueryData(userQueryOptions()).catch(() => null)
    add.mutate({ product, size, signedIn: Boolean(user) })
  }

  function onAdd(size: Size | null) {
    // Normally already known (the server-rendered page carries it): added in this very task, so
    // the answer shows with the next frame.
    const known = queryClient.getQueryData(userQueryOptions().queryKey)
    if (known === undefined) void handleAdd(size)
    else add.mutate({ product, size, signedIn: Boolean(known) })
  }

  return { adding: add.isPending, onAdd }
}
