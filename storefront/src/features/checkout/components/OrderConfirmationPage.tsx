import type { ApiPlacedOrder } from '@shared/api'
import { useMutation } from '@tanstack/react-query'
import { AlertTriangle, CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast'

import { usePaymentConfig } from '../api/getPaymentConfig'
import { placeOrder } from '../api/placeOrder'
import { OrderNotRecordedError, paymentFailureMessage, wasRefused } from '../lib/paymentErrors'
import { clearPendingCheckout, readPendingCheckout } from '../lib/pendingCheckout'
import { PaidNotRecordedNotice } from './PaidNotRecordedNotice'

type OrderConfirmationPageProps = {
  /** Undefined while the session is being checked. */
  signedIn: boolean | undefined
  onOrderPlaced: (order: ApiPlacedOrder) => void
}

/**
 * Stripe's return address after a redirect (3-D Secure):
 * ?payment_intent=…&payment_intent_client_secret=…&redirect_status=…. The client secret goes with
 * the order: for a guest it is the proof of being the buyer.
 * With the form saved before the redirect it places the order like the checkout would; without
 * it the payment still counts, and the server's webhook makes the order.
 */
export function OrderConfirmationPage({ signedIn, onOrderPlaced }: OrderConfirmationPageProps) {
  const [params] = useSearchParams()
  const paymentIntentId = params.get('payment_intent')
  const clientSecret = params.get('payment_intent_client_secret')
  const redirectStatus = params.get('redirect_status')
  const [pending] = useState(() => (paymentIntentId ? readPendingCheckout(paymentIntentId) : null))
  const config = usePaymentConfig()
  const {
    mutate: place,
    isError: placeFailed,
    isPending: placing,
    error: placeError,
  } = useMutation({
    // The payment succeeded: a failure to record the order is not a failed payment.
    mutationFn: (order: Parameters<typeof placeOrder>[0]) => placeOrder(order).catch((err: unknown) => Promise.reject(wasRefused(err) ? err : new OrderNotRecordedError(err))),
  })
  const started = useRef(false)
  const paid = redirectStatus === 'succeeded'

  const finish = useCallback(() => {
    if (!pending) return
    place({ ...pending, clientSecret }, {
      onSuccess: (order) => {
        clearPendingCheckout()
        onOrderPlaced(order)
      },
      onError: (err) => {
        if (!(err instanceof OrderNotRecordedError)) toast({ title: 'Payment failed', description: paymentFailureMessage(err), variant: 'destructive' })
      },
    })
  }, [pending, clientSecret, place, onOrderPlaced])

  useEffect(() => {
    if (!paid || !pending || signedIn === undefined || started.current) return
    started.current = true
    finish()
  }, [paid, pending, signedIn, finish])

  const ordersLink = signedIn ? (
    <Button asChild size="lg">
      <Link to="/account?tab=orders">View My Orders</Link>
    </Button>
  ) : (
    <Button asChild size="lg">
      <Link to="/shop">Continue Shopping</Link>
    </Button>
  )

  let body: ReactNode
  if (!paymentIntentId) {
    body = (
      <Message title="Nothing to confirm" icon="warning">
        <p>This page confirms a payment after your bank&apos;s check. There is no payment to confirm here.</p>
        <Button asChild size="lg">
          <Link to="/shop">Continue Shopping</Link>
        </Button>
      </Message>
    )
  } else if (redirectStatus === 'failed' || redirectStatus === 'canceled') {
    body = (
      <Message title="Payment failed" icon="warning">
        <p>Your payment was not completed, so no order was placed and nothing was charged. You can try again, with the same or another card.</p>
        <Button asChild size="lg">
          <Link to="/checkout">Back to Checkout</Link>
        </Button>
      </Message>
    )
  } else if (paid && pending && !placeFailed) {
    body = <Spinner label="Confirming your order..." showLabel className="min-h-[40vh]" />
  } else if (placeError instanceof OrderNotRecordedError && pending) {
    body = (
      <PaidNotRecordedNotice email={pending.customerEmail} demo={config.data?.mode === 'demo'} signedIn={Boolean(signedIn)} detail={placeError.detail}>
        <p>
          <Button variant="outline" onClick={finish} busy={placing}>
            {placing ? 'Trying again...' : 'Try again now'}
          </Button>
        </p>
      </PaidNotRecordedNotice>
    )
  } else if (placeFailed) {
    body = (
      <Message title="We could not confirm your order" icon="warning">
        <p>{paymentFailureMessage(placeError)}</p>
        <Button asChild size="lg">
          <Link to="/cart">Back to Cart</Link>
        </Button>
      </Message>
    )
  } else {
    body = (
      <Message title={paid ? 'Payment received' : 'Payment processing'} icon="success">
        <p>
          {paid
            ? 'Thank you! Your payment was received and your order will appear shortly.'
            : 'Thank you! Your payment is being processed; your order will appear as soon as it completes.'}
        </p>
        {ordersLink}
      </Message>
    )
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <PageTitle title="Order Confirmation" />
      {body}
    </div>
  )
}

function Message({ title, icon, children }: { title: string; icon: 'success' | 'warning'; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-10 text-center">
      {icon === 'success' ? (
        <CircleCheck aria-hidden="true" className="size-12 text-success" />
      ) : (
        <AlertTriangle aria-hidden="true" className="size-12 text-destructive" />
      )}
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="grid justify-items-center gap-4 text-muted-foreground">{children}</div>
    </div>
  )
}
