import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'

/** 'Your cart is empty' on /cart and on /checkout, each with its own sentence, and the way back to the shop. */
export function EmptyCart({ text }: { text: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ShoppingCart aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-xl font-semibold">Your cart is empty</h2>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild size="lg" className="mt-3">
        <Link to="/shop">Continue Shopping</Link>
      </Button>
    </div>
  )
}
