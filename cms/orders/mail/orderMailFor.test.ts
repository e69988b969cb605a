import type { Order } from '../../payload-types'
import { type OrderChange, orderMailFor } from './orderMailFor'

const order = (fields: Partial<Order>) => ({ id: 'o1', accessToken: 'token', status: 'completed', deliveryMethod: 'out-of-town', carrier: null, trackingNumber: null, ...fields }) as Order
const updated = (before: Partial<Order>, after: Partial<Order>, intent: { notify?: boolean; correctingTracking?: boolean } = {}): OrderChange => ({
  kind: 'updated',
  order: order({ ...before, ...after }),
  before: order(before),
  notify: intent.notify ?? true,
  correctingTracking: intent.correctingTracking ?? false,
})
const status = (value: string, trackingCorrected = false) => ({ kind: 'status', status: value, trackingCorrected })

describe('orderMailFor: the one decision of which e-mail an order change sends', () => {
  it('a new order: the receipt and the shop notice (once it has its private link)', () => {
    expect(orderMailFor({ kind: 'created', order: order({}) })).toEqual({ kind: 'placed' })
    expect(orderMailFor({ kind: 'created', order: order({ accessToken: null }) })).toBeNull()
  })

  it('shipped and fulfilled are told; a delivery after shipping and an untold fulfilment are not', () => {
    expect(orderMailFor(updated({ status: 'completed' }, { status: 'shipped' }))).toEqual(status('shipped'))
    expect(orderMailFor(updated({ status: 'completed' }, { status: 'fulfilled' }))).toEqual(status('fulfilled'))
    expect(orderMailFor(updated({ status: 'completed' }, { status: 'fulfilled' }, { notify: false }))).toBeNull()
    expect(orderMailFor(updated({ status: 'shipped' }, { status: 'fulfilled' }))).toBeNull()
  })

  it('cancelled is told by the cancel once the money is back, never by the status write', () => {
    expect(orderMailFor(updated({ status: 'completed' }, { status: 'cancelled' }))).toBeNull()
    expect(orderMailFor({ kind: 'cancelled', order: order({ status: 'cancelled' }) })).toEqual(status('cancelled'))
  })

  it('corrected tracking details are told when they changed; any other write of a shipped order is not', () => {
    const before = { status: 'shipped', carrier: 'usps', trackingNumber: 'A1' } as Partial<Order>
    expect(orderMailFor(updated(before, { trackingNumber: 'B2' }, { correctingTracking: true }))).toEqual(status('shipped', true))
    // The access token written inside the same request (its context still says "correcting"): nothing more.
    expect(orderMailFor(updated(before, { accessToken: 'new' }, { correctingTracking: true }))).toBeNull()
    // The panel changing the tracking number: no e-mail, as before.
    expect(orderMailFor(updated(before, { trackingNumber: 'B2' }))).toBeNull()
  })

  it('writes that are no news send nothing: a token, a note, refunded', () => {
    expect(orderMailFor(updated({ status: 'completed' }, { accessToken: 'new' }))).toBeNull()
    expect(orderMailFor(updated({ status: 'completed' }, { note: 'Blue please' }))).toBeNull()
    expect(orderMailFor(updated({ status: 'completed' }, { status: 'refunded' }))).toBeNull()
  })

  it('each refund its own message; a failed one a notice to the shop', () => {
    expect(orderMailFor({ kind: 'refunded', order: order({}), refundId: 're_1' })).toEqual({ kind: 'refund', refundId: 're_1' })
    expect(orderMailFor({ kind: 'refund-failed', order: order({}), refundCents: 500 })).toEqual({ kind: 'refund-failed', refundCents: 500 })
  })
})
