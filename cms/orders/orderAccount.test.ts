import type { Order, Refund } from '../payload-types'
import { allocate, orderAccount, type RefundFacts } from './orderAccount'

const order = (over: Partial<Order> = {}): Order =>
  ({
    id: 'o1',
    status: 'completed',
    demo: false,
    subtotalCents: 6000,
    shippingCents: 1500,
    feeCents: 263,
    totalCents: 7763,
    items: [
      { id: 'tee', product: 'p1', productName: 'Rescue Tee', size: 'M', quantity: 2, priceCents: 2500, restockedQuantity: 0 },
      { id: 'mug', product: 'p2', productName: 'Mug', size: null, quantity: 1, priceCents: 1000, restockedQuantity: 0 },
    ],
    ...over,
  }) as Order

let clock = 0
const refund = (amountCents: number, lines: unknown[] = [], over: Partial<Refund> = {}): RefundFacts => ({
  id: `r${clock}`,
  refundId: `re_${clock}`,
  amountCents,
  status: 'succeeded',
  source: 'admin',
  reason: null,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, clock++)).toISOString(),
  lines,
  restocked: [],
  ...over,
})

describe("an order's account", () => {
  it('a new order: everything to send, nothing refunded', () => {
    const account = orderAccount(order(), [])
    expect(account).toMatchObject({ paidCents: 7763, refundedCents: 0, remainingCents: 7763, unitsToSend: 3, fulfilment: 'to-send', paymentTaken: true })
    expect(account.charges.map((c) => [c.kind, c.cents])).toEqual([
      ['subtotal', 6000],
      ['shipping', 1500],
      ['fee', 263],
    ])
  })

  it('a refund for one unit with restock takes it off the order; money alone takes nothing off', () => {
    const restocked = order({ items: order().items!.map((item) => (item.id === 'tee' ? { ...item, restockedQuantity: 1 } : item)) })
    const account = orderAccount(restocked, [refund(2500, [{ itemId: 'tee', quantity: 1, restock: true }], { reason: 'Wrong size' }), refund(100)])
    expect(account.lines[0]).toMatchObject({ ordered: 2, refunded: 1, restocked: 1, toSend: 1, refundedCents: 2500, reasons: ['Wrong size'] })
    expect(account.lines[1]).toMatchObject({ refunded: 0, toSend: 1, refundedCents: 0 })
    expect(account).toMatchObject({ refundedCents: 2600, remainingCents: 5163, unitsToSend: 2, fulfilment: 'to-send' })
  })

  it('every unit refunded leaves nothing to send, though money is left; the rest of the money refunds every unit not yet refunded', () => {
    const all = [refund(5000, [{ itemId: 'tee', quantity: 2, restock: false }]), refund(1000, [{ itemId: 'mug', quantity: 1, restock: false }])]
    expect(orderAccount(order(), all)).toMatchObject({ unitsToSend: 0, fulfilment: 'nothing-to-send', remainingCents: 1763 })
    const whole = orderAccount(order({ status: 'refunded' }), [refund(500), refund(7263)])
    expect(whole.lines.map((line) => [line.refunded, line.toSend])).toEqual([
      [2, 0],
      [1, 0],
    ])
    // The refund that brought it to zero was for every unit not refunded yet: its money goes to them by value.
    expect(whole.lines.map((line) => line.refundedCents)).toEqual([5000, 1000])
    expect(whole.refunds[1].lines.map((line) => line.itemId)).toEqual(['tee', 'mug'])
  })

  it('a unit named with part of its price back leaves the parcel and the goods received alike (decision 79)', () => {
    const half = refund(1250, [{ itemId: 'tee', quantity: 1, restock: false }], { reason: 'half back' })
    const account = orderAccount(order(), [half])
    expect(account.lines[0]).toMatchObject({ ordered: 2, refunded: 1, toSend: 1, refundedCents: 1250, reasons: ['half back'], keptOff: 1 })
    expect([...account.returned]).toEqual([[0, 1]])
  })

  it('one unit ticked, then "Everything left": the refund is for the rest of the order, every line its share (review 9)', () => {
    const restocked = order({ status: 'refunded', items: order().items!.map((item) => (item.id === 'tee' ? { ...item, restockedQuantity: 1 } : item)) })
    const account = orderAccount(restocked, [refund(7763, [{ itemId: 'tee', quantity: 1, restock: true }], { reason: 'wrong size' })])
    const [only] = account.refunds
    expect(only.forTheRest).toBe(true)
    expect(only.lines.map((line) => [line.itemId, line.quantity, line.restocked])).toEqual([
      ['tee', 1, true],
      ['tee', 1, false],
      ['mug', 1, false],
    ])
    // All the money is shared over every unit, by what was paid for it; the ticked unit alone went back on sale.
    expect(account.lines.map((line) => [line.refunded, line.refundedCents, line.keptOff, line.reasons])).toEqual([
      [2, 5000, 0, ['wrong size']],
      [1, 1000, 0, ['wrong size']],
    ])
    expect(account.lines.reduce((sum, line) => sum + line.refundedCents, 0)).toBeLessThanOrEqual(7763)
  })

  it('refunds by amount that add up to the whole order: each line says what came back for it, not the last refund\'s cents', () => {
    const account = orderAccount(order({ status: 'refunded' }), [refund(2000), refund(3000), refund(2763)])
    expect(account.lines.map((line) => [line.refunded, line.refundedCents])).toEqual([
      [2, 5000],
      [1, 1000],
    ])
    expect(account.refunds.map((r) => r.forTheRest)).toEqual([false, false, true])
  })

  it('under a promo code, a line never shows more back than the buyer paid for it', () => {
    // 10 % off the merchandise: two tees cost the buyer $45.00, the mug $9.00.
    const discounted = order({ discountCents: 600, totalCents: 7163 })
    const account = orderAccount(discounted, [
      refund(2250, [{ itemId: 'tee', quantity: 1, restock: true }]),
      refund(7163 - 2250, [
        { itemId: 'tee', quantity: 1, restock: true },
        { itemId: 'mug', quantity: 1, restock: true },
      ]),
    ])
    expect(account.lines.map((line) => line.refundedCents)).toEqual([4500, 900])
  })

  it('a failed refund gives nothing back and takes nothing off, unless its units went back on sale', () => {
    const failed = refund(2500, [{ itemId: 'tee', quantity: 1, restock: false }], { status: 'failed' })
    expect(orderAccount(order(), [failed])).toMatchObject({ refundedCents: 0, unitsToSend: 3 })
    expect(orderAccount(order(), [failed]).refunds[0]).toMatchObject({ counts: false })
    const back = order({ items: order().items!.map((item) => (item.id === 'tee' ? { ...item, restockedQuantity: 1 } : item)) })
    expect(orderAccount(back, [failed]).lines[0]).toMatchObject({ refunded: 1, toSend: 1 })
  })

  it('a cancelled order sends nothing and names its reason on every line; a fulfilled one has nothing left to send', () => {
    const cancelled = orderAccount(order({ status: 'cancelled', cancelReason: 'Buyer asked' }), [refund(7763, [], { source: 'cancel', reason: 'Buyer asked' })])
    expect(cancelled).toMatchObject({ fulfilment: 'cancelled', unitsToSend: 0, remainingCents: 0, cancelReason: 'Buyer asked' })
    for (const line of cancelled.lines) expect(line).toMatchObject({ refunded: line.ordered, toSend: 0, reasons: ['Buyer asked'] })
    expect(orderAccount(order({ status: 'fulfilled' }), [])).toMatchObject({ fulfilment: 'fulfilled', unitsToSend: 0 })
  })

  it('reads refunds recorded before they named lines: their units put back are the units refunded', () => {
    const legacy = refund(2500, [], { restocked: [{ itemId: 'tee', productName: 'Rescue Tee', size: 'M', quantity: 1 }] as never })
    expect(orderAccount(order(), [legacy]).lines[0]).toMatchObject({ refunded: 1, refundedCents: 2500 })
  })

  it('a demo order took no payment; its amounts are what a payment would have been', () => {
    expect(orderAccount(order({ demo: true }), [])).toMatchObject({ paymentTaken: false, paidCents: 7763 })
  })

  it('shares a refund over its lines by value, never more than each line, and always adding up', () => {
    expect(allocate(3500, [5000, 1000])).toEqual([2917, 583])
    expect(allocate(9000, [5000, 1000])).toEqual([5000, 1000])
    expect(allocate(1, [100, 100, 100])).toEqual([1, 0, 0])
    expect(allocate(200, [100, 100, 100]).reduce((a, b) => a + b)).toBe(200)
    expect(allocate(500, [])).toEqual([])
  })
})
