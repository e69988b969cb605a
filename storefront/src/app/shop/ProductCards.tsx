import type { ApiProduct } from '@shared/api'

import { ProductGrid } from '@/features/products/components/ProductGrid'
import { useFirstThenAll } from '@/features/products/lib/useFirstThenAll'

import { ShopProductCard } from './ShopProductCard'

type ProductCardsProps = {
  products: ApiProduct[]
  /** How many of the first cards load their image eagerly. */
  priorityCount?: number
  headingLevel?: 'h2' | 'h3'
}

/** The catalogue as a grid of cards; long catalogues render their first cards first. */
export function ProductCards({ products, priorityCount = 0, headingLevel }: ProductCardsProps) {
  const shown = useFirstThenAll(products)
  return (
    <ProductGrid>
      {shown.map((product, index) => (
        <ShopProductCard key={product.id} product={product} priority={index < priorityCount} headingLevel={headingLevel} />
      ))}
    </ProductGrid>
  )
}
