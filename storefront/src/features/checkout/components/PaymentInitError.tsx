import { Link } from 'react-router-dom'

import { ErrorState } from '@/components/ErrorState'
import { Button } from '@/components/ui/button'

export const PAYMENT_INIT_FAILED_TITLE = 'Failed to initialize payment. Please try again.'

type PaymentInitErrorProps = { message: string; retrying: boolean; onRetry: () => void }

/** The payment intent came back without a client secret (or not at all). */
export function PaymentInitError({ message, retrying, onRetry }: PaymentInitErrorProps) {
  return (
    <ErrorState titleAs="h2" title={PAYMENT_INIT_FAILED_TITLE} description={message}>
      <Button onClick={onRetry} busy={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
      <Button asChild variant="outline">
        <Link to="/cart">Review Cart</Link>
      </Button>
    </ErrorState>
  )
}
