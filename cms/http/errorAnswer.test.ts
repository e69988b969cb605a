import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import { OrderRefused, PaymentNotCompleted, RefundNotMade } from '../checkout/checkoutErrors'
import { OrderUndecided, STILL_PROCESSING } from '../checkout/orderUndecided'
import { AccountExists, EmailInUse, FileTooLarge, InvalidInput, NotFound, ProductChanged, type ShopError, SoldOut, UploadLinkUsed } from '../errors/shopErrors'
import { StockChangedMeanwhile } from '../orders/stockChangedMeanwhile'
import { CardDeclined, PAYMENTS_UNAVAILABLE, PaymentsUnavailable, RefundRefused } from '../payments/paymentErrors'
import { errorAnswer, plainAnswer } from './errorAnswer'
import { HttpError } from './errors'

// Unit tests cannot load Payload (ESM): its APIError is all the order errors need of it.
jest.mock('payload', () => ({ APIError: class APIError extends Error {} }))

const answered = (err: ShopError) => {
  const known = plainAnswer(err)
  return known && { status: known.status, body: { message: known.message, ...known.body } }
}

/** The answers the HTTP errors the domain threw before gave (decision 49): same statuses, same bodies. */
const CASES: [ShopError, number, Record<string, unknown>][] = [
  [new InvalidInput('Your cart is empty'), 400, { message: 'Your cart is empty' }],
  [new InvalidInput('No code', { field: 'promoCode', errors: [{ path: 'promoCode', message: 'No code' }] }), 400, { message: 'No code', field: 'promoCode', errors: [{ path: 'promoCode', message: 'No code' }] }],
  [new NotFound('Product not found'), 404, { message: 'Product not found' }],
  [new SoldOut('Only 2 of Tee (M) left in stock'), 409, { message: 'Only 2 of Tee (M) left in stock' }],
  [new ProductChanged('Changed', { sizeInventory: { M: 2 }, stock: null }), 409, { message: 'Changed', sizeInventory: { M: 2 }, stock: null }],
  [new AccountExists('Username already exists'), 409, { message: 'Username already exists', error: 'Username already exists' }],
  [new EmailInUse('An account with this email already exists'), 409, { message: 'An account with this email already exists' }],
  [new UploadLinkUsed('Used'), 409, { message: 'Used' }],
  [new FileTooLarge('Too big'), 413, { message: 'Too big' }],
  [new StockChangedMeanwhile('Put back meanwhile'), 409, { message: 'Put back meanwhile' }],
  [new OrderUndecided(), 409, { message: STILL_PROCESSING, stillProcessing: true }],
  [new OrderRefused('Sold out. Your payment has been refunded.'), 409, { message: 'Sold out. Your payment has been refunded.', refunded: true }],
  [new RefundNotMade('Sold out. We could not refund'), 502, { message: 'Sold out. We could not refund', refundFailed: true }],
  [new RefundRefused('Nothing left', 'not-refundable'), 400, { message: 'Nothing left' }],
  [new RefundRefused('Key used', 'clashes'), 409, { message: 'Key used' }],
  [new PaymentNotCompleted('The payment has not been completed'), 402, { message: 'The payment has not been completed' }],
  [new CardDeclined('Your card was declined.'), 402, { message: 'Your card was declined.' }],
  [new PaymentsUnavailable(new Error('stripe down')), 503, { message: PAYMENTS_UNAVAILABLE }],
]

describe('errorAnswer: the one mapping from the shop errors to HTTP answers', () => {
  it.each(CASES.map(([err, status, body]) => [err.name, err, status, body] as const))('%s', (_name, err, status, body) => {
    expect(answered(err)).toEqual({ status, body })
  })

  it('keeps what went wrong underneath for the log, never in the body', () => {
    const cause = new Error('stripe down')
    expect(plainAnswer(new PaymentsUnavailable(cause))?.cause).toBe(cause)
    const refused = new RefundNotMade('Sold out.')
    expect(plainAnswer(refused)?.cause).toBe(refused)
  })

  it('passes HTTP errors through and leaves anything else to the 500 answer', async () => {
    const payload = {} as Payload
    const http = new HttpError(429, 'Slow down')
    await expect(errorAnswer(payload, http)).resolves.toBe(http)
    await expect(errorAnswer(payload, new Error('boom'))).resolves.toBeNull()
  })

  it('maps every shop error the server defines (a new one must be added here and to the mapping)', () => {
    const defined = new Set<string>()
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory() && !['migrations', 'migrations-mongodb', '.next', 'app'].includes(entry.name)) walk(full)
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          for (const match of fs.readFileSync(full, 'utf8').matchAll(/export class (\w+) extends ShopError\b/g)) defined.add(match[1])
        }
      }
    }
    walk(path.join(__dirname, '..'))
    // OrderConflict's answer carries the order as it is now (read with its refunds): tests/api/adminOrders*.
    const mapped = new Set([...CASES.map(([err]) => err.name), 'OrderConflict'])
    expect([...defined].sort()).toEqual([...mapped].sort())
  })
})
