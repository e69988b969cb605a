import { useEffect, useRef } from 'react'

import { EmptyCart } from '@/components/EmptyCart'
import { PageTitle } from '@/components/PageTitle'
import { PromoCodeField } from '@/components/PromoCodeField'
import { Button } from '@/components/ui/button'
import { CartLineItem } from '@/features/cart/components/CartLineItem'
import { CartSkeleton } from '@/features/cart/components/CartSkeleton'
import { CartSummary } from '@/features/cart/components/CartSummary'

import { useAppliedPromotion } from '../cart/useAppliedPromotion'
import { useShopCart } from '../cart/useShopCart'
import { useUser } from '@/features/auth/api/getUser'

/** /cart: skeletons, empty state, or lines plus the order summary. */
export function CartRoute() {
  const cart = useShopCart()
  const user = useUser()
  const promo = useAppliedPromotion(
    cart.lines.map((line) => ({ productId: String(line.product.id), size: line.size, quantity: line.quantity })),
    user.isPending ? undefined : Boolean(user.data),
  )
  const headingRef = useRef<HTMLHeadingElement>(null)
  const previousCount = useRef(0)
  const lineCount = cart.lines.length

  // A removed line takes the focused button with it: put keyboard focus back on the heading.
  useEffect(() => {
    if (lineCount < previousCount.current && document.activeElement === document.body) headingRef.current?.focus()
    previousCount.current = lineCount
  }, [lineCount])

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title="Cart" />
      <h1 ref={headingRef} tabIndex={-1} className="mb-8 text-3xl font-bold tracking-tight outline-none">
        Shopping Cart
      </h1>
      {/* Room for the three skeleton cards: the empty cart that may replace them moves nothing below.
          A guest cart with lines (its early mark) holds a phone's first screen while it loads: the
          lines and the summary under them then move nothing in view. */}
      <div className={cart.isPending ? 'min-h-[23.5rem] sm:min-h-[26.5rem] max-lg:guest-cart:min-h-[100svh]' : 'min-h-[23.5rem] sm:min-h-[26.5rem]'}>
        {cart.isPending ? (
          <CartSkeleton />
        ) : cart.isError ? (
          <div
            role="alert"
            className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center"
          >
            <p className="font-semibold">We couldn&apos;t load your cart.</p>
            <Button variant="outline" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </div>
        ) : cart.lines.length === 0 ? (
          <EmptyCart text="Add some products to get started!" />
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
            <ul aria-label="Items in your cart" className="grid gap-4">
              {cart.lines.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </ul>
            <CartSummary subtotalCents={cart.subtotalCents} discount={promo.code ? { code: promo.code, cents: promo.discountCents } : null}>
              <PromoCodeField applied={promo.applied} typed={promo.typed} onTypedChange={promo.setTyped} error={promo.error} busy={promo.busy} onApply={promo.apply} onRemove={promo.remove} />
            </CartSummary>
          </div>
        )}
      </div>
    </div>
  )
}
