import type { ApiProduct } from '@shared/api'

import { ProductCard } from '@/features/products/components/ProductCard'

import { useShopAddToCart } from './useShopAddToCart'

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
  const { adding, onAdd } = useShopAddToCart(product)
  return <ProductCard product={product} adding={adding} onAdd={onAdd} priority={priority} headingLevel={headingLevel} />
}
