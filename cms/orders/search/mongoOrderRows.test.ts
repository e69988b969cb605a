import { BSON } from 'mongodb'

import { startOfDay } from '@shared/shopTime'
import type { Order } from '../../payload-types'
import { serializeAdminOrder } from '../../serialize/order'
import { mongoOrderFilter, orderFromMongo, refundFromMongo } from './mongoOrderRows'

/**
 * The MongoDB half of the order lists' read beside the Local API (decision 57). No mongod here: the
 * filter is held to what Payload's MongoDB adapter builds for orderFiltersWhere (`like`: every
 * word as an escaped, case-insensitive regex; the order number as an `_id` range) and a lean
 * document, as Mongoose hands it over, to the document the Local API answers.
 */
describe('mongoOrderRows', () => {
  it("writes the lists' filters and the keyset as Payload's adapter does", () => {
    expect(mongoOrderFilter({}, null)).toEqual({})
    expect(mongoOrderFilter({ status: 'shipped', from: '2026-11-01', to: '2026-11-30' }, null)).toEqual({
      $and: [
        { status: { $eq: 'shipped' } },
        { createdAt: { $gte: startOfDay({ year: 2026, month: 11, day: 1 }) } },
        { createdAt: { $lt: startOfDay({ year: 2026, month: 12, day: 1 }) } },
      ],
    })
    expect(mongoOrderFilter({ show: 'to-fulfil', q: '#Ab12 x.y' }, null)).toEqual({
      $and: [
        { status: { $eq: 'completed' } },
        {
          $or: [
            { $and: [{ customerName: { $regex: 'Ab12', $options: 'i' } }, { customerName: { $regex: 'x\\.y', $options: 'i' } }] },
            { $and: [{ customerEmail: { $regex: 'Ab12', $options: 'i' } }, { customerEmail: { $regex: 'x\\.y', $options: 'i' } }] },
          ],
        },
      ],
    })
    expect((mongoOrderFilter({ q: 'AB12' }, null) as { $and: { $or: unknown[] }[] }).$and[0].$or[2]).toEqual({ _id: { $gte: 'ab1200000000000000000000', $lte: 'ab12ffffffffffffffffffff' } })
    const at = '2026-11-27T05:15:50.402Z'
    expect(mongoOrderFilter({}, { createdAt: at, id: '65F0C0FFEE0000000000000A' })).toEqual({
      $and: [{ $or: [{ createdAt: { $lt: new Date(at) } }, { createdAt: { $eq: new Date(at) }, _id: { $lt: '65f0c0ffee0000000000000a' } }] }],
    })
    // A cursor from another database's ids matches only what is older.
    expect(mongoOrderFilter({}, { createdAt: at, id: 'a34c8f30-0034-4b7f-a62e-ed0138eedbcf' })).toEqual({ $and: [{ $or: [{ createdAt: { $lt: new Date(at) } }] }] })
  })

  it('makes a lean document the Local API answer (ids and dates as strings, defaults filled in), which the screen serializes alike', () => {
    const id = new BSON.ObjectId('65f0c0ffee0000000000000a')
    const user = new BSON.ObjectId('65f0c0ffee0000000000000b')
    const product = new BSON.ObjectId('65f0c0ffee0000000000000c')
    const created = new Date('2026-11-20T12:00:00.000Z')
    const lean = {
      _id: id,
      __v: 0,
      status: 'shipped',
      user,
      customerName: 'Ada',
      customerEmail: 'ada@example.org',
      customerPhone: '340-555-0100',
      deliveryMethod: 'out-of-town',
      shippingAddress: '1 Main St',
      subtotalCents: 3000,
      shippingCents: 900,
      feeCents: 120,
      totalCents: 4020,
      promoCode: 'BEACH',
      paymentIntentId: 'pi_1',
      items: [{ id: 'line-1', product, productName: 'Tee', size: 'M', quantity: 2, priceCents: 1500 }],
      shippedAt: new Date('2026-11-21T09:00:00.000Z'),
      carrier: 'usps',
      trackingNumber: '9400',
      note: 'Gift',
      createdAt: created,
      updatedAt: created,
    }
    const order = orderFromMongo(lean)
    const expected: Order = {
      id: '65f0c0ffee0000000000000a',
      status: 'shipped',
      demo: false,
      user: '65f0c0ffee0000000000000b',
      customerName: 'Ada',
      customerEmail: 'ada@example.org',
      customerPhone: '340-555-0100',
      deliveryMethod: 'out-of-town',
      shippingAddress: '1 Main St',
      subtotalCents: 3000,
      shippingCents: 900,
      donationCents: 0,
      feeCents: 120,
      feeIsContribution: false,
      totalCents: 4020,
      promoCode: 'BEACH',
      discountCents: 0,
      promotionReturned: false,
      refundedCents: 0,
      paymentIntentId: 'pi_1',
      items: [{ id: 'line-1', product: '65f0c0ffee0000000000000c', productName: 'Tee', size: 'M', quantity: 2, priceCents: 1500, restockedQuantity: 0 }],
      fulfilledAt: null,
      shippedAt: '2026-11-21T09:00:00.000Z',
      refundedAt: null,
      cancelledAt: null,
      carrier: 'usps',
      trackingNumber: '9400',
      note: 'Gift',
      createdAt: '2026-11-20T12:00:00.000Z',
      updatedAt: '2026-11-20T12:00:00.000Z',
    }
    expect(order).toEqual(expected)
    const refund = refundFromMongo({
      _id: new BSON.ObjectId('65f0c0ffee0000000000000d'),
      order: id,
      refundId: 're_1',
      amountCents: 500,
      status: 'succeeded',
      source: 'admin',
      requestedBy: user,
      lines: [{ itemId: 'line-1', quantity: 1, restock: true }],
      createdAt: created,
      updatedAt: created,
    })
    expect(refund).toMatchObject({ id: '65f0c0ffee0000000000000d', order: '65f0c0ffee0000000000000a', requestedBy: '65f0c0ffee0000000000000b', createdAt: '2026-11-20T12:00:00.000Z' })
    expect(JSON.parse(JSON.stringify(serializeAdminOrder(order, [refund])))).toEqual(JSON.parse(JSON.stringify(serializeAdminOrder(expected, [{ ...refund }]))))
  })
})
