import type { CheckoutFormValues } from './checkoutForm'
import { buildOrderRequest } from './orderRequest'
import { paymentDetails } from './paymentDetails'
import { stripeConfirmParams } from './stripeConfirmParams'

const values: CheckoutFormValues = {
  customerName: ' Maria Hodge ',
  customerEmail: 'maria@example.org ',
  customerPhone: ' 340-555-0199',
  deliveryMethod: 'out-of-town',
  shippingAddress: '  PO Box 1\nChristiansted, St. Croix 00821 ',
  note: ' Gift: please leave out the price ',
}

describe('what the checkout sends', () => {
  it('POST /api/orders: the trimmed form plus the intent id and its client secret (a guest\'s proof)', () => {
    expect(buildOrderRequest(values, 'pi_123', 'pi_123_secret_abc')).toEqual({
      customerName: 'Maria Hodge',
      customerEmail: 'maria@example.org',
      customerPhone: '340-555-0199',
      deliveryMethod: 'out-of-town',
      shippingAddress: 'PO Box 1\nChristiansted, St. Croix 00821',
      note: 'Gift: please leave out the price',
      paymentIntentId: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
    })
  })

  it('sends no address in town, even one typed before switching back', () => {
    const inTown = { ...values, deliveryMethod: 'in-town' as const }
    expect(buildOrderRequest(inTown, 'pi_1', null).shippingAddress).toBeNull()
    expect(paymentDetails(inTown).shippingAddress).toBeNull()
  })

  it('Stripe confirmPayment: billing details, return address, shipping out of town', () => {
    expect(stripeConfirmParams(paymentDetails(values), 'https://shop.example')).toEqual({
      return_url: 'https://shop.example/order-confirmation',
      payment_method_data: { billing_details: { name: 'Maria Hodge', email: 'maria@example.org', phone: '340-555-0199' } },
      shipping: { name: 'Maria Hodge', phone: '340-555-0199', address: { line1: 'PO Box 1\nChristiansted, St. Croix 00821' } },
    })
  })

  it('Stripe confirmPayment in town: no shipping', () => {
    const params = stripeConfirmParams(paymentDetails({ ...values, deliveryMethod: 'in-town' }), 'http://127.0.0.1:3000')
    expect(params.return_url).toBe('http://127.0.0.1:3000/order-confirmation')
    expect(params).not.toHaveProperty('shipping')
  })
})
