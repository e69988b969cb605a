import { formatCents } from '@shared/money'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

/** Subtotal, Shipping 'Calculated at checkout', and a Total equal to the subtotal. */
export function CartSummary({ subtotalCents }: { subtotalCents: number }) {
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
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Shipping</dt>
            <dd>Calculated at checkout</dd>
          </div>
          <div className="flex justify-between border-t border-border pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold tabular-nums">{formatCents(subtotalCents)}</dd>
          </div>
        </dl>
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
