import { useQueryClient } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'

import { userQueryOptions } from '@/features/auth/api/getUser'
import { useAddToCart } from '@/features/cart/hooks/useAddToCart'
import { ProductCard } from '@/features/products/components/ProductCard'

/** A product card wired to the cart that applies: the server cart when signed in, else the guest cart. */
export function ShopProductCard({
  product,
  priority,
  headingLevel,
}: {
  product: ApiProduct
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
}) {
  const queryClient = useQueryClient()
  const add = useAddToCart()

  async function handleAdd(size: Size | null) {
    // Normally already known; a click during the very first load waits for the answer.
    const user = await queryClient.ensureQueryData(userQueryOptions()).catch(() => null)
    add.mutate({ product, size, signedIn: Boolean(user) })
  }

  return (
    <ProductCard
      product={product}
      adding={add.isPending}
      onAdd={(size) => void handleAdd(size)}
      priority={priority}
      headingLevel={headingLevel}
    />
  )
}
