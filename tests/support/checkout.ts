import { ApiClient } from './apiClient'

/** A checkout form as the storefront sends it to POST /api/orders. */
export function checkoutForm(paymentIntentId: string, overrides: Record<string, unknown> = {}) {
  return {
    customerName: 'Maria Hodge',
    customerEmail: 'maria@example.org',
    customerPhone: '340-555-0199',
    deliveryMethod: 'in-town',
    shippingAddress: null,
    paymentIntentId,
    ...overrides,
  }
}

/**
 * The checkout form of the buyer's own browser: with the intent's client secret, the proof that a
 * guest is the one who paid (a signed-in buyer's session proves it too).
 */
export function buyerOrderForm(intent: { paymentIntentId: string; clientSecret: string }, overrides: Record<string, unknown> = {}) {
  return checkoutForm(intent.paymentIntentId, { clientSecret: intent.clientSecret, ...overrides })
}

/** A guest buys `quantity` of a product in demo mode, end to end (order form fields overridable); answers POST /api/orders. */
export async function buyInDemoMode(baseUrl: string, productId: string, size: string | null, quantity = 1, orderFields: Record<string, unknown> = {}) {
  const buyer = new ApiClient(baseUrl)
  const { status, body: intent } = await buyer.post('/api/checkout/payment-intent', {
    deliveryMethod: 'in-town',
    cartItems: [{ productId, quantity, size }],
  })
  if (status !== 200) throw new Error(`payment intent failed: ${status} ${JSON.stringify(intent)}`)
  const paid = await payInDemoMode(buyer, intent)
  if (paid.status !== 200) throw new Error(`demo payment failed: ${paid.status} ${paid.text}`)
  return buyer.post('/api/orders', buyerOrderForm(intent, orderFields))
}

/** The demo catalogue's products, by what a test needs of them. */
export async function catalogue(api: ApiClient) {
  const products: any[] = (await api.get('/api/products')).body
  const sized = products.filter((p) => p.sizes.length > 0)
  return {
    products,
    unsized: products.find((p) => p.sizes.length === 0)!,
    /** A sized product and one of its sizes with at least `min` units. */
    sizedWithStock(min = 1): { product: any; size: string; stock: number } {
      for (const product of sized) {
        const size = product.sizes.find((s: string) => product.sizeInventory[s] >= min)
        if (size) return { product, size, stock: product.sizeInventory[size] }
      }
      throw new Error(`no sized product with ${min} units`)
    },
  }
}

export async function stockOf(api: ApiClient, productId: string, size: string): Promise<number> {
  const products: any[] = (await api.get('/api/products')).body
  return products.find((p) => p.id === productId)!.sizeInventory[size]
}

/** What the demo payment panel does when the buyer presses Pay. */
export function payInDemoMode(client: ApiClient, intent: { paymentIntentId: string; clientSecret: string }, shippingAddress?: string) {
  return client.post('/api/checkout/demo/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    billingDetails: { name: 'Maria Hodge', email: 'maria@example.org', phone: '340-555-0199' },
    ...(shippingAddress ? { shippingAddress } : {}),
  })
}

/** A signed-in customer buys their server cart in demo mode, delivered in town: the order's answer. */
export async function buyServerCartInDemoMode(client: ApiClient) {
  const { email } = (await client.get('/api/auth/user')).body
  const intent = (await client.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })).body
  await payInDemoMode(client, intent)
  return client.post('/api/orders', {
    customerName: 'Maria Hodge',
    customerEmail: email,
    customerPhone: '340-555-0199',
    deliveryMethod: 'in-town',
    shippingAddress: null,
    paymentIntentId: intent.paymentIntentId,
  })
}
