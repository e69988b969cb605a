import type { ApiProduct } from '@shared/api'
import { useMemo } from 'react'

import { ProductGrid } from '@/features/products/components/ProductGrid'
import { useCardsAsScrolled } from '@/features/products/lib/useCardsAsScrolled'

import { ShopProductCard } from './ShopProductCard'

type ProductCardsProps = {
  products: ApiProduct[]
  /** How many of the first cards load their image eagerly. */
  priorityCount?: number
  headingLevel?: 'h2' | 'h3'
}

/** The catalogue as a grid of cards; long catalogues render more cards as the shopper scrolls. */
export function ProductCards({ products, priorityCount = 0, headingLevel }: ProductCardsProps) {
  const { shown, endOfListRef } = useCardsAsScrolled(products)
  // The same elements on every render of the same cards: the end-of-list ref sets state right
  // after hydration, and the cards need not render again for it.
  const cards = useMemo(
    () => shown.map((product, index) => <ShopProductCard key={product.id} product={product} priority={index < priorityCount} headingLevel={headingLevel} />),
    [shown, priorityCount, headingLevel],
  )
  return (
    <>
      <ProductGrid>{cards}</ProductGrid>
      {shown.length < products.length && <div ref={endOfListRef} aria-hidden="true" />}
    </>
  )
}
