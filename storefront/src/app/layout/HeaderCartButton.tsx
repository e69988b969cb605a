import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router-dom'

import { useShopCart } from '../cart/useShopCart'

/** The cart link with its item count; the badge is hidden at 0. */
export function HeaderCartButton() {
  const { count } = useShopCart()
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
  return (
    <Link
      to="/cart"
      aria-label={label}
      className="relative flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold leading-none text-primary-foreground ring-2 ring-background"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
