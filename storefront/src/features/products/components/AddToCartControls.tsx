import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'
import { Ban, ShoppingCart } from 'lucide-react'
import { useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'

import { canAddToCart, isOutOfStock, stockOf } from '../lib/stock'
import { SizeSelect } from './SizeSelect'

type AddToCartControlsProps = {
  product: ApiProduct
  /** Adds one of the product in the chosen size; the caller owns the cart and its toasts. */
  onAdd: (size: Size | null) => void
  adding: boolean
  /** The element holding the product's name: the button says what it adds. */
  nameId: string
  size?: 'default' | 'lg'
}

/** Shown under the size select until a size is chosen: why Add to Cart will ask for one. */
const CHOOSE_SIZE_HINT = 'Select a size to add to cart'

/**
 * The size select, its stock message and Add to Cart, for a product card and a product
 * page alike. Before a size is chosen the button looks and acts available, and asks for a size
 * ('Size required', then focus on the select); sold out it is disabled and looks it.
 */
export function AddToCartControls({ product, onAdd, adding, nameId, size: buttonSize = 'default' }: AddToCartControlsProps) {
  const [size, setSize] = useState<Size | null>(null)
  const [askedForSize, setAskedForSize] = useState(false)
  const select = useRef<HTMLSelectElement>(null)
  const hintId = useId()
  const soldOut = isOutOfStock(product)
  const sized = product.sizes.length > 0

  function handleAdd() {
    if (adding || soldOut) return
    if (sized && !size) {
      toast({ title: 'Size required', description: 'Please select a size before adding to cart', variant: 'destructive' })
      setAskedForSize(true)
      select.current?.focus()
      return
    }
    if (!canAddToCart(product, size)) return
    onAdd(size)
  }

  function choose(next: Size | null) {
    setSize(next)
    setAskedForSize(false)
  }

  const stock = size ? stockOf(product, size) : null
  return (
    <div className="grid gap-3">
      {sized && !soldOut && (
        <div className="grid gap-1.5">
          <SizeSelect ref={select} product={product} value={size} onChange={choose} describedBy={hintId} invalid={askedForSize && !size} />
          <p id={hintId} aria-live="polite" className="min-h-5 text-sm">
            {stock === null ? (
              <span className={askedForSize ? 'font-medium text-destructive' : 'text-muted-foreground'}>{CHOOSE_SIZE_HINT}</span>
            ) : stock > 0 ? (
              <span className="font-medium text-success">{stock} in stock</span>
            ) : (
              <span className="font-medium text-destructive">Out of stock</span>
            )}
          </p>
        </div>
      )}
      {soldOut ? (
        // Unavailable, and visibly so: no brand colour, a "no" sign, full-contrast text.
        <Button
          variant="outline"
          size={buttonSize}
          className="w-full border-dashed bg-muted text-muted-foreground disabled:opacity-100"
          disabled
          aria-describedby={nameId}
        >
          <Ban aria-hidden="true" />
          Out of Stock
        </Button>
      ) : (
        // Busy, not disabled: a disabled button loses the keyboard's focus (decision 64).
        <Button
          size={buttonSize}
          className="w-full"
          onClick={handleAdd}
          busy={adding}
          aria-describedby={sized ? `${nameId} ${hintId}` : nameId}
        >
          <ShoppingCart aria-hidden="true" />
          {adding ? 'Adding...' : 'Add to Cart'}
        </Button>
      )}
    </div>
  )
}
