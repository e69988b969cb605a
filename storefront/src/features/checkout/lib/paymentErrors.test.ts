import { ApiError } from '@/lib/ApiError'

import { orderPlacedToast } from './orderPlacedToast'
import {
  intentFailureMessage,
  OrderNotRecordedError,
  PAYMENT_NOT_READY_MESSAGE,
  PaymentError,
  paymentFailureMessage,
  wasRefunded,
  wasRefused,
} from './paymentErrors'

const httpError = (status: number, body: string) => new ApiError(status, body, 'Status')

describe('checkout messages', () => {
  it("'Payment failed' says the provider's or server's message, else 'Please try again'", () => {
    expect(paymentFailureMessage(new PaymentError('Your card was declined.'))).toBe('Your card was declined.')
    expect(paymentFailureMessage(new PaymentError(PAYMENT_NOT_READY_MESSAGE))).toMatch(/not initialized.*wait a moment and try again/)
    expect(paymentFailureMessage(httpError(402, '{"message":"The payment has not been completed"}'))).toBe('The payment has not been completed')
    expect(paymentFailureMessage(httpError(502, '<html>Bad gateway</html>'))).toBe('Please try again')
    expect(paymentFailureMessage(new TypeError('Failed to fetch'))).toBe('Please try again')
  })

  it("a failed intent falls back to 'Failed to create payment intent'", () => {
    expect(intentFailureMessage(httpError(400, '{"message":"Only 2 left","error":"Only 2 left"}'))).toBe('Only 2 left')
    expect(intentFailureMessage(httpError(500, ''))).toBe('Failed to create payment intent')
  })

  it('recognises the refund after an item sold out while paying', () => {
    const soldOut = httpError(409, '{"message":"Tee (M) sold out while you were paying. Your payment has been refunded.","refunded":true}')
    expect(wasRefunded(soldOut)).toBe(true)
    expect(paymentFailureMessage(soldOut)).toBe('Tee (M) sold out while you were paying. Your payment has been refunded.')
    expect(wasRefunded(httpError(409, '{"message":"Still processing"}'))).toBe(false)
    expect(wasRefunded(httpError(400, '{"refunded":true}'))).toBe(false)
    expect(wasRefunded('409: {"refunded":true}')).toBe(false)
  })

  it('tells a refused order (refunded, or to refund by hand) from one that was paid but not recorded yet', () => {
    const refunded = httpError(409, '{"message":"Tee (M) sold out while you were paying. Your payment has been refunded.","refunded":true}')
    const refundByHand = httpError(502, '{"message":"Tee (M) sold out while you were paying. We could not refund your payment automatically.","refundFailed":true}')
    expect([wasRefused(refunded), wasRefused(refundByHand)]).toEqual([true, true])
    for (const notRecorded of [httpError(409, '{"message":"Your order is still being processed."}'), httpError(502, '<html>'), new TypeError('Failed to fetch')]) {
      expect(wasRefused(notRecorded)).toBe(false)
    }
    expect(new OrderNotRecordedError(httpError(409, '{"message":"Your order is still being processed."}')).detail).toBe('Your order is still being processed.')
    expect(new OrderNotRecordedError(new TypeError('Failed to fetch')).detail).toBeNull()
  })

  it('names the order by the number the account page shows', () => {
    expect(orderPlacedToast({ id: '0d9f3c2a-5b1e-4f7a-9c3d-2e8b6a1f4c7d' })).toEqual({
      title: 'Order placed successfully!',
      description: 'Your order #0d9f3c2a has been confirmed.',
    })
    expect(orderPlacedToast({ id: '42' }).description).toBe('Your order #42 has been confirmed.')
  })
})
