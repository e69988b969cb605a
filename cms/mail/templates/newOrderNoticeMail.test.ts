import { orderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import { newOrderNoticeMail } from './newOrderNoticeMail'

/** The notice to the people who pack orders, as their inbox shows it (subject and preview line). */
const context = { shopUrl: 'https://shop.example.org', contact: { email: 'help@rescue.example.org', phone: '340-555-0100', location: 'St. John, US Virgin Islands' } }
const order = {
  id: '3f2a9c1b-0000-4000-8000-000000000001',
  status: 'completed',
  demo: false,
  subtotalCents: 6000,
  shippingCents: 0,
  feeCents: 0,
  totalCents: 6000,
  promoCode: null,
  discountCents: 0,
  cancelReason: null,
  customerName: 'Rosa Buyer',
  customerEmail: 'rosa@example.org',
  createdAt: '2026-11-27T10:00:00Z',
  deliveryMethod: 'in-town',
  shippingAddress: null,
  items: [
    { id: 'i1', productName: 'Rescue Team T-Shirt', size: 'M', quantity: 2, priceCents: 2500, product: 'p1' },
    { id: 'i2', productName: 'Sticker', size: null, quantity: 2, priceCents: 500, product: 'p2' },
  ],
} as unknown as Order

describe('the new-order notice', () => {
  it('its preview line counts the units bought (the packing slip\'s count), not the lines', () => {
    const { subject, html } = newOrderNoticeMail(order, orderAccount(order, []), context)
    expect(subject).toBe('New order #3f2a9c1b from Rosa Buyer ($60.00, in town)')
    // The preview line is the HTML's hidden first text (cms/mail/templates/renderMail.ts).
    expect(html).toContain('>Rosa Buyer ordered 4 items, $60.00.</div>')
    const one = { ...order, items: [{ ...order.items![0], quantity: 1 }] } as Order
    expect(newOrderNoticeMail(one, orderAccount(one, []), context).html).toContain('>Rosa Buyer ordered 1 item, $60.00.</div>')
  })
})
