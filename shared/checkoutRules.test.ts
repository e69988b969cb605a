import { checkoutFormSchema } from '../cms/checkout/checkoutSchemas'
import { checkoutContactSchema } from './checkoutRules'
import { fieldErrors } from './fieldErrors'

const filled = {
  customerName: 'Maria Hodge',
  customerEmail: 'maria@example.org',
  customerPhone: '340-555-0199',
  deliveryMethod: 'in-town',
  shippingAddress: '',
}

/** What the server adds to the form: the payment it is for. */
const payment = { paymentIntentId: 'pi_demo_0123456789abcdef0123456789abcdef', clientSecret: null }

describe('checkout rules: the form and POST /api/orders agree', () => {
  const forms: Record<string, unknown>[] = [
    filled,
    { ...filled, customerName: '  ' },
    { ...filled, customerEmail: 'maria@example' },
    { ...filled, customerEmail: 'ma..ria@example.org' },
    { ...filled, customerEmail: `${'a'.repeat(250)}@b.vi` },
    { ...filled, customerPhone: '' },
    { ...filled, customerName: 'x'.repeat(201) },
    { ...filled, deliveryMethod: 'out-of-town' },
    { ...filled, deliveryMethod: 'out-of-town', shippingAddress: ' \n ' },
    { ...filled, deliveryMethod: 'out-of-town', shippingAddress: 'PO Box 1, St. Croix' },
    { ...filled, deliveryMethod: 'out-of-town', shippingAddress: 'x'.repeat(1001) },
    { ...filled, deliveryMethod: 'by-boat' },
  ]

  it.each(forms.map((form, index) => [index, form]))('form %i gets the same messages from both', (_index, form) => {
    // The server reports the address rule only once the rest is valid; the form reports it always.
    const server = fieldErrors<string>(checkoutFormSchema, { ...form, ...payment })
    const browser = fieldErrors<string>(checkoutContactSchema, form)
    const serverHasOthers = Object.keys(server).some((field) => field !== 'shippingAddress')
    expect(server).toEqual(serverHasOthers ? { ...browser, shippingAddress: server.shippingAddress } : browser)
  })
})
