import { PackageOpen } from 'lucide-react'

import { PageTitle } from '@/components/PageTitle'
import { useProducts } from '@/features/products/api/getProducts'
import { ProductCardSkeleton } from '@/features/products/components/ProductCardSkeleton'
import { ProductGrid } from '@/features/products/components/ProductGrid'

import { ProductsError } from '../shop/ProductsError'
import { ProductCards } from '../shop/ProductCards'

/** Eight skeleton cards while the products load. */
const SKELETON_COUNT = 8
/** Cards in the first row at the widest layout; their images load first. */
const PRIORITY_COUNT = 4

export function ShopRoute() {
  const products = useProducts()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageTitle title="Shop" />
      <div className="mb-10 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Shop Our Merchandise</h1>
        <p className="mt-3 text-lg text-muted-foreground">Every purchase supports our community programs in St. John, US Virgin Islands</p>
      </div>
      {products.isPending ? (
        <div role="status" aria-label="Loading products">
          <ProductGrid>
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </ProductGrid>
        </div>
      ) : products.isError ? (
        <ProductsError onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <div className="mx-auto flex max-w-md flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
          <PackageOpen aria-hidden="true" className="mb-2 size-12 text-muted-foreground" />
          <h2 className="text-xl font-semibold">No Products Available</h2>
          <p className="text-muted-foreground">Check back soon for new merchandise!</p>
        </div>
      ) : (
        <ProductCards products={products.data} priorityCount={PRIORITY_COUNT} headingLevel="h2" />
      )}
    </div>
  )
}
