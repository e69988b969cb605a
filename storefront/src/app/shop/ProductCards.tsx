import type { ApiProduct } from '@shared/api'
import { useMemo } from 'react'

import { ProductGrid } from '@/features/products/components/ProductGrid'
import { useCardsAsScrolled } from '@/features/products/lib/useCardsAsScrolled'

import { HydrateAfterPage } from '../layout/HydrateAfterPage'
import { ShopProductCard } from './ShopProductCard'

/**
 * Cards React takes over with the page; the others (below the fold on a phone) hydrate right
 * after it, in small slices, or at once when tapped (decision 56).
 */
const HYDRATED_WITH_THE_PAGE = 2

type ProductCardsProps = {
  products: ApiProduct[]
  /** How many of the first cards load their image eagerly. */
  priorityCount?: number
  headingLevel?: 'h2' | 'h3'
}

/** The catalogue as a grid of cards; long catalogues render more cards as the shopper scrolls. */
export function ProductCards({ products, priorityCount = 0, headingLevel }: ProductCardsProps) {
  const { shown, endOfListRef } = useCardsAsScrolled(products)
  // The same elements on every render of the same cards: a card still waiting for its turn to
  // hydrate is left alone when this list renders again (the end-of-list ref right after
  // hydration does), instead of being hydrated at once with it.
  const cards = useMemo(
    () =>
      shown.map((product, index) => {
        const card = <ShopProductCard key={product.id} product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        return index < HYDRATED_WITH_THE_PAGE ? card : <HydrateAfterPage key={product.id}>{card}</HydrateAfterPage>
      }),
    [shown, priorityCount, headingLevel],
  )
  return (
    <>
      <ProductGrid>{cards}</ProductGrid>
      {shown.length < products.length && <div ref={endOfListRef} aria-hidden="true" />}
    </>
  )
}
