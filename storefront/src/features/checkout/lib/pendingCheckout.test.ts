import { parsePendingCheckout } from './pendingCheckout'

const saved = {
  customerName: 'Maria Hodge',
  customerEmail: 'maria@example.org',
  customerPhone: '340-555-0199',
  deliveryMethod: 'in-town',
  shippingAddress: null,
  note: null,
  paymentIntentId: 'pi_abc',
}

describe('the checkout form saved across a payment redirect', () => {
  it('is read back for the same payment', () => {
    expect(parsePendingCheckout(JSON.stringify(saved), 'pi_abc')).toEqual(saved)
    const out = { ...saved, deliveryMethod: 'out-of-town', shippingAddress: 'PO Box 1' }
    expect(parsePendingCheckout(JSON.stringify(out), 'pi_abc')).toEqual(out)
  })

  it('is ignored for another payment, or when missing or broken', () => {
    expect(parsePendingCheckout(JSON.stringify(saved), 'pi_other')).toBeNull()
    expect(parsePendingCheckout(null, 'pi_abc')).toBeNull()
    expect(parsePendingCheckout('{', 'pi_abc')).toBeNull()
    expect(parsePendingCheckout('"text"', 'pi_abc')).toBeNull()
    expect(parsePendingCheckout(JSON.stringify({ ...saved, deliveryMethod: 'by-boat' }), 'pi_abc')).toBeNull()
    expect(parsePendingCheckout(JSON.stringify({ ...saved, customerName: 7 }), 'pi_abc')).toBeNull()
    expect(parsePendingCheckout(JSON.stringify({ ...saved, shippingAddress: 1 }), 'pi_abc')).toBeNull()
  })
})
