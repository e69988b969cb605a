import { formatCents } from '@shared/money'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

type CartSummaryProps = {
  subtotalCents: number
  /** A promo code's discount on the merchandise (issue 31): a Discount line with the code, and a total after it. */
  discount?: { code: string; cents: number } | null
  /** The Promo code field. */
  children?: ReactNode
}

/** Subtotal, Shipping 'Calculated at checkout', and a Total equal to the subtotal (less a promo code's discount). */
export function CartSummary({ subtotalCents, discount, children }: CartSummaryProps) {
  const discountCents = discount && discount.cents > 0 ? discount.cents : 0
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="font-semibold tabular-nums">{formatCents(subtotalCents)}</dd>
          </div>
          {discount && discountCents > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Discount ({discount.code})</dt>
              <dd className="font-semibold tabular-nums">−{formatCents(discountCents)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Shipping</dt>
            <dd>Calculated at checkout</dd>
          </div>
          <div className="flex justify-between border-t border-border pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold tabular-nums">{formatCents(subtotalCents - discountCents)}</dd>
          </div>
        </dl>
        {children}
        <Button asChild size="lg" className="w-full">
          <Link to="/checkout">Proceed to Checkout</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to="/shop">Continue Shopping</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
