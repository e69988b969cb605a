import type { ApiProduct } from '@shared/api'
import { formatPrice } from '@shared/money'
import type { Size } from '@shared/sizes'
import { ShoppingCart } from 'lucide-react'
import { useId, useState } from 'react'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'

import { canAddToCart, isOutOfStock, stockOf } from '../lib/stock'
import { SizeSelect } from './SizeSelect'

type ProductCardProps = {
  product: ApiProduct
  /** Adds one of the product in the chosen size; the caller owns the cart and its toasts. */
  onAdd: (size: Size | null) => void
  adding: boolean
  /** One of the first cards on screen: its image loads eagerly. */
  priority?: boolean
  /** h2 where the cards sit right under the page title (/shop), h3 under a section heading. */
  headingLevel?: 'h2' | 'h3'
}

/** Card images are drawn at most about 300 px wide: 1, 3 or 4 per row inside a 1280 px page. */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 100vw'

export function ProductCard({ product, onAdd, adding, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const [size, setSize] = useState<Size | null>(null)
  const nameId = useId()
  const stockId = useId()
  const soldOut = isOutOfStock(product)
  const sized = product.sizes.length > 0
  const addable = canAddToCart(product, size)

  function handleAdd() {
    if (adding || soldOut) return
    if (sized && !size) {
      toast({ title: 'Size required', description: 'Please select a size before adding to cart', variant: 'destructive' })
      return
    }
    if (!addable) return
    onAdd(size)
  }

  const stock = size ? stockOf(product, size) : null
  return (
    <article
      aria-labelledby={nameId}
      // content-visibility: cards off screen skip layout and paint until scrolled near (a long
      // catalogue on a cheap phone); the intrinsic size keeps the scrollbar honest meanwhile.
      className="group flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow [contain-intrinsic-size:auto_520px] [content-visibility:auto] hover:shadow-md"
    >
      <div className="relative aspect-square overflow-hidden bg-muted">
        <ResponsiveImage
          src={product.image}
          variants={product.imageVariants}
          alt={product.name}
          sizes={CARD_IMAGE_SIZES}
          width={600}
          height={600}
          priority={priority}
          className={cn(
            'size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]',
            soldOut && 'opacity-70 grayscale-[40%]',
          )}
        />
        {soldOut && (
          <Badge variant="destructive" className="absolute left-3 top-3 shadow">
            Out of Stock
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <Heading id={nameId} className="text-base font-semibold leading-snug">
            {product.name}
          </Heading>
          <p className="shrink-0 text-base font-bold text-primary">{formatPrice(product.price)}</p>
        </div>
        {sized && !soldOut && (
          <div className="grid gap-1.5">
            <SizeSelect product={product} value={size} onChange={setSize} describedBy={stock !== null ? stockId : undefined} />
            <p id={stockId} aria-live="polite" className="min-h-5 text-sm">
              {stock !== null &&
                (stock > 0 ? (
                  <span className="font-medium text-success">{stock} in stock</span>
                ) : (
                  <span className="font-medium text-destructive">Out of stock</span>
                ))}
            </p>
          </div>
        )}
        <div className="mt-auto pt-1">
          <Button
            className="w-full"
            onClick={handleAdd}
            disabled={soldOut || adding}
            // No size yet: announced and styled as unavailable, yet still clickable so the
            // 'Size required' toast can say why (spec §5).
            aria-disabled={!soldOut && !adding && !addable ? true : undefined}
            aria-describedby={nameId}
          >
            <ShoppingCart aria-hidden="true" />
            {adding ? 'Adding...' : soldOut ? 'Out of Stock' : 'Add to Cart'}
          </Button>
        </div>
      </div>
    </article>
  )
}
