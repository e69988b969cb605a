import { orderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import { orderStatusMail } from './orderStatusMail'

/** Issue 32's e-mails to the buyer, read as the buyer reads them (the text part; the HTML has the same blocks). */
const context = { shopUrl: 'https://shop.example.org', contact: { email: 'help@rescue.example.org', phone: '340-555-0100', location: 'St. John, US Virgin Islands' } }
const mailed = {
  id: '3f2a9c1b-0000-4000-8000-000000000001',
  status: 'shipped',
  demo: false,
  subtotalCents: 5000,
  shippingCents: 800,
  feeCents: 200,
  totalCents: 6000,
  promoCode: null,
  discountCents: 0,
  cancelReason: null,
  customerName: 'Rosa Mailed',
  accessToken: 'token',
  createdAt: '2026-11-27T10:00:00Z',
  deliveryMethod: 'out-of-town',
  shippingAddress: '12 Bay Road\nChristiansted, VI 00820',
  carrier: 'usps',
  trackingNumber: '9400100000000000000000',
  items: [{ id: 'i1', productName: 'Rescue Team T-Shirt', size: 'M', quantity: 2, priceCents: 2500, product: 'p1' }],
} as unknown as Order & { accessToken: string }
const inTown = { ...mailed, status: 'fulfilled', deliveryMethod: 'in-town', shippingAddress: null, shippingCents: 0, carrier: null, trackingNumber: null } as unknown as Order & { accessToken: string }
const mail = (order: Order & { accessToken: string }, status: 'shipped' | 'fulfilled', readyMessage?: string) =>
  orderStatusMail(order, orderAccount(order, []), status, context, { readyMessage })

describe('the shipped and "ready for you" e-mails', () => {
  it('shipped with a number: the carrier, the number and the carrier\'s tracking link', () => {
    const { subject, text, html } = mail(mailed, 'shipped')
    expect(subject).toBe('Your order #3f2a9c1b has shipped')
    expect(text).toContain('Carrier: USPS\nTracking number: 9400100000000000000000')
    expect(text).toContain('Track your parcel with USPS: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000')
    expect(html).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000"')
    expect(text).not.toContain('did not get a tracking number')
  })

  it('shipped with a carrier but no number says there is no tracking number, as without a carrier', () => {
    for (const carrier of ['usps', 'other', null]) {
      const { text } = mail({ ...mailed, carrier, trackingNumber: null } as typeof mailed, 'shipped')
      expect([carrier, text]).toEqual([carrier, expect.stringContaining('We did not get a tracking number for this parcel.')])
      expect(text).not.toContain('Track your parcel')
    }
  })

  it('ready for you: the settings\' words, and a delivery line that does not contradict them', () => {
    const { subject, text } = mail(inTown, 'fulfilled', 'Your order is ready at the fire station in Cruz Bay, Saturdays 9–12.')
    expect(subject).toBe('Your order #3f2a9c1b is ready')
    expect(text).toContain('Hi Rosa Mailed,\n\nYour order is ready at the fire station in Cruz Bay, Saturdays 9–12.')
    expect(text).toContain('Delivery: In town (St. John)\n')
    expect(text).not.toContain('we will contact you to arrange pickup or hand-over.\n')
    // Empty setting: the built-in words.
    expect(mail(inTown, 'fulfilled', '').text).toContain('Good news: your order is ready. If it is not in your hands yet, we will contact you to arrange pickup or hand-over in St. John.')
  })
})
