import { formatCents, formatPrice, lineTotalCents, toCents } from '@shared/money'
import { Minus, Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'

import { NoBreakHyphens } from '@/components/NoBreakHyphens'
import { Thumbnail } from '@/components/Thumbnail'
import { Button } from '@/components/ui/button'

import { useRemoveCartItem } from '../hooks/useRemoveCartItem'
import { useUpdateCartQuantity } from '../hooks/useUpdateCartQuantity'
import type { CartLine } from '../lib/cartLine'

/**
 * One cart line. While a change is on its way to the server its buttons are `busy`, never
 * `disabled`: a disabled button drops the keyboard's focus (decisions 64 and 65).
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const update = useUpdateCartQuantity()
  const remove = useRemoveCartItem()
  const busy = update.isPending || remove.isPending
  const { product, size, quantity } = line
  const label = size ? `${product.name} (${size})` : product.name
  const atOne = quantity <= 1
  const atOneId = useId()

  function change(by: 1 | -1) {
    const next = quantity + by
    // A decrease to 0 or below is ignored; removal is its own action.
    if (next <= 0) return
    update.mutate({ line, quantity: next })
  }

  return (
    <li className="flex gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:gap-4 sm:p-4">
      <Thumbnail src={product.image} variants={product.imageVariants} size={96} className="size-20 shrink-0 rounded-lg object-cover sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-base font-semibold leading-snug">
              <NoBreakHyphens text={product.name} />
            </h2>
            <p className="text-sm text-muted-foreground">
              {size && <>Size: {size} · </>}
              {formatPrice(product.price)} each
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mr-1 -mt-1 text-destructive hover:bg-destructive/10"
            aria-label={`Remove ${label} from cart`}
            busy={busy}
            onClick={() => remove.mutate({ line })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center rounded-lg border border-input" role="group" aria-label={`Quantity of ${label}`}>
            {/* At 1 it stays focusable, announced as unavailable with the reason (a decrease to 0 is ignored). */}
            <Button
              variant="ghost"
              size="icon"
              className="rounded-r-none"
              aria-label={`Decrease quantity of ${label}`}
              busy={busy}
              aria-disabled={atOne || undefined}
              aria-describedby={atOne ? atOneId : undefined}
              onClick={() => change(-1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span id={atOneId} hidden>
              The quantity is 1, the smallest there is. To take {label} out of your cart, use Remove.
            </span>
            <output aria-live="polite" aria-label={`Quantity of ${label}`} className="w-9 text-center text-sm font-semibold tabular-nums">
              {quantity}
            </output>
            <Button
              variant="ghost"
              size="icon"
              className="rounded-l-none"
              aria-label={`Increase quantity of ${label}`}
              busy={busy}
              onClick={() => change(1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p className="text-right text-base font-bold tabular-nums">
            {formatCents(lineTotalCents(toCents(product.price) ?? 0, quantity))}
          </p>
        </div>
      </div>
    </li>
  )
}
