import { AlertTriangle } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'

type PaymentInitErrorProps = { message: string; retrying: boolean; onRetry: () => void }

/** Spec §2: the payment intent came back without a client secret (or not at all). */
export function PaymentInitError({ message, retrying, onRetry }: PaymentInitErrorProps) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-destructive/40 bg-card px-6 py-10 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
      <h2 className="text-xl font-semibold">Failed to initialize payment. Please try again.</h2>
      <p className="text-muted-foreground">{message}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/cart">Review Cart</Link>
        </Button>
      </div>
    </div>
  )
}
