import type { ApiProduct } from '@shared/api'
import { formatPrice } from '@shared/moneyText'
import type { Size } from '@shared/sizes'
import { ArrowLeft } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router-dom'

import { NoBreakHyphens } from '@/components/NoBreakHyphens'
import { ResponsiveImage } from '@/components/ResponsiveImage'

import { isOutOfStock } from '../lib/stock'
import { AddToCartControls } from './AddToCartControls'
import { NotifyMeForm } from './NotifyMeForm'
import { OutOfStockBadge } from './OutOfStockBadge'

type ProductDetailProps = {
  product: ApiProduct
  onAdd: (size: Size | null) => void
  adding: boolean
}

/** Up to half of a 1152 px page beside the details, the full width of a phone. */
const DETAIL_IMAGE_SIZES = '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw'

/** A product's own page: the large image, name, price, description and the card's size select and Add to Cart. */
export function ProductDetail({ product, onAdd, adding }: ProductDetailProps) {
  const nameId = useId()
  const soldOut = isOutOfStock(product)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link
        to="/shop"
        className="mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-ocean underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the shop
      </Link>
      <article aria-labelledby={nameId} className="grid items-start gap-8 md:grid-cols-2 lg:gap-12">
        <div className="relative aspect-square overflow-hidden rounded-2xl border border-border bg-muted">
          <ResponsiveImage
            src={product.image}
            variants={product.imageVariants}
            alt={product.name}
            sizes={DETAIL_IMAGE_SIZES}
            width={1200}
            height={1200}
            priority
            className="size-full object-cover"
          />
          {soldOut && <OutOfStockBadge className="left-4 top-4" />}
        </div>
        <div className="grid gap-5">
          <div className="grid gap-2">
            <h1 id={nameId} className="text-3xl font-bold tracking-tight text-pretty sm:text-4xl">
              <NoBreakHyphens text={product.name} />
            </h1>
            <p className="text-2xl font-bold text-primary">{formatPrice(product.price)}</p>
          </div>
          {product.description && <p className="whitespace-pre-line leading-relaxed text-foreground/85">{product.description}</p>}
          <div className="max-w-sm">
            <AddToCartControls product={product} onAdd={onAdd} adding={adding} nameId={nameId} size="lg" />
          </div>
          <div className="max-w-sm">
            <NotifyMeForm product={product} />
          </div>
          <p className="text-sm text-muted-foreground">Every purchase supports community programs across the US Virgin Islands.</p>
        </div>
      </article>
    </div>
  )
}
