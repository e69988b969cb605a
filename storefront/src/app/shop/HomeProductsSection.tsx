import { Spinner } from '@/components/ui/spinner'
import { useProducts } from '@/features/products/api/getProducts'

import { ProductsError } from './ProductsError'
import { ProductCards } from './ProductCards'

/** Home shop section: heading, subtitle, grid; spinner while loading; empty message. */
export function HomeProductsSection({ id }: { id: string }) {
  const products = useProducts()
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl px-4 py-14 outline-none sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="mb-10 text-center">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          Shop Our Collection
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">Support our mission with quality merchandise</p>
      </div>
      {products.isPending ? (
        <Spinner label="Loading products..." showLabel />
      ) : products.isError ? (
        <ProductsError onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center text-muted-foreground">
          No products available at this time. Check back soon!
        </p>
      ) : (
        <ProductCards products={products.data} />
      )}
    </section>
  )
}
