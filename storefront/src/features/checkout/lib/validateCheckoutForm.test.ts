import { type CheckoutFormValues, EMPTY_CHECKOUT_FORM } from './checkoutForm'
import { firstCheckoutError, validateCheckoutForm } from './validateCheckoutForm'

const filled: CheckoutFormValues = {
  customerName: 'Maria Hodge',
  customerEmail: 'maria@example.org',
  customerPhone: '340-555-0199',
  deliveryMethod: 'in-town',
  shippingAddress: '',
  note: '',
}

describe('checkout form rules', () => {
  it('accepts a filled in-town form without an address', () => {
    expect(validateCheckoutForm(filled)).toEqual({})
  })

  it('gives every rule its message, in form order', () => {
    const errors = validateCheckoutForm({ ...EMPTY_CHECKOUT_FORM, deliveryMethod: 'out-of-town' })
    expect(errors).toEqual({
      customerName: 'Name is required',
      customerEmail: 'Invalid email',
      customerPhone: 'Phone number is required',
      shippingAddress: 'Mailing address is required for out of town delivery',
    })
    expect(firstCheckoutError(errors)).toEqual({ field: 'customerName', message: 'Name is required' })
    expect(firstCheckoutError({ shippingAddress: 'x', customerPhone: 'y' })).toEqual({ field: 'customerPhone', message: 'y' })
    expect(firstCheckoutError({})).toBeNull()
  })

  it('treats blanks as missing', () => {
    const errors = validateCheckoutForm({ ...filled, customerName: '   ', customerPhone: '\t', deliveryMethod: 'out-of-town', shippingAddress: ' \n ' })
    expect(Object.keys(errors)).toEqual(['customerName', 'customerPhone', 'shippingAddress'])
  })

  it('checks e-mail addresses like the server does', () => {
    const email = (customerEmail: string) => validateCheckoutForm({ ...filled, customerEmail }).customerEmail
    for (const good of ['a@b.vi', ' maria.hodge+shop@mail.example.org ', "o'neil@example.com"]) expect(email(good)).toBeUndefined()
    for (const bad of ['', 'maria', 'maria@', '@example.org', 'maria@example', 'ma ria@example.org', 'maria@@example.org', '.maria@example.org', 'ma..ria@example.org']) {
      expect([bad, email(bad)]).toEqual([bad, 'Invalid email'])
    }
  })

  it('needs the mailing address only out of town', () => {
    expect(validateCheckoutForm({ ...filled, deliveryMethod: 'out-of-town', shippingAddress: 'PO Box 1, St. Croix' })).toEqual({})
    expect(validateCheckoutForm({ ...filled, deliveryMethod: 'in-town', shippingAddress: '' })).toEqual({})
  })
})
