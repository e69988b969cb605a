import type { ApiProduct } from '@shared/api'
import { formatPrice } from '@shared/moneyText'
import { productPath } from '@shared/routes'
import type { Size } from '@shared/sizes'
import { useId } from 'react'
import { Link } from 'react-router-dom'

import { NoBreakHyphens } from '@/components/NoBreakHyphens'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { cn } from '@/lib/cn'

import { isOutOfStock } from '../lib/stock'
import { AddToCartControls } from './AddToCartControls'
import { OutOfStockBadge } from './OutOfStockBadge'

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

/** Product card: image, name, price, size selector, Add to Cart; image and name lead to the product's page. */
export function ProductCard({ product, onAdd, adding, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const nameId = useId()
  const soldOut = isOutOfStock(product)
  const href = productPath(product.id)

  return (
    <article
      aria-labelledby={nameId}
      // content-visibility: cards off screen skip layout and paint until scrolled near (a long
      // catalogue on a cheap phone); the intrinsic size keeps the scrollbar honest meanwhile.
      className="group flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow [contain-intrinsic-size:auto_520px] [content-visibility:auto] hover:shadow-md"
    >
      {/* The name's link is the one for keyboards and screen readers; the picture is a bigger target for fingers. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-square overflow-hidden bg-muted">
        <ResponsiveImage
          src={product.image}
          variants={product.imageVariants}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          width={600}
          height={600}
          priority={priority}
          className={cn(
            'size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]',
            soldOut && 'opacity-70 grayscale-[40%]',
          )}
        />
        {soldOut && <OutOfStockBadge className="left-3 top-3" />}
      </Link>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div className="grid gap-1">
          <Heading id={nameId} className="text-base font-semibold leading-snug text-pretty">
            <Link to={href} className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring">
              <NoBreakHyphens text={product.name} />
            </Link>
          </Heading>
          <p className="text-base font-bold text-primary">{formatPrice(product.price)}</p>
        </div>
        {/* Pushed to the bottom: selects and buttons line up across a row, however long the names. */}
        <div className="mt-auto">
          <AddToCartControls product={product} onAdd={onAdd} adding={adding} nameId={nameId} />
        </div>
      </div>
    </article>
  )
}
