import type { ApiClient } from '../../tests/support/apiClient'

/**
 * Each signed-in read, asked again right after a write that changes it (the answers are cached
 * between writes): the names of reads that still showed the old answer. Reads are warmed first so a
 * cached answer exists to go stale.
 */
export async function staleReadsAfterWrites(shopper: ApiClient, productId: string): Promise<string[]> {
  const stale: string[] = []

  await shopper.get('/api/cart')
  const added = await shopper.post('/api/cart', { productId, quantity: 1, size: null })
  const cart: { id: string; quantity: number }[] = (await shopper.get('/api/cart')).body
  if (!cart.some((line) => line.id === added.body.id && line.quantity === added.body.quantity)) stale.push('GET /api/cart after POST /api/cart')

  await shopper.get('/api/auth/user')
  const firstName = `Bench${Date.now() % 100000}`
  const me = (await shopper.get('/api/auth/user')).body
  await shopper.put('/api/account/profile', { firstName, lastName: me.lastName ?? null, email: me.email })
  if ((await shopper.get('/api/auth/user')).body?.firstName !== firstName) stale.push('GET /api/auth/user after PUT /api/account/profile')

  const before: unknown[] = (await shopper.get('/api/account/orders')).body.orders
  const intent = (await shopper.post('/api/checkout/payment-intent', { deliveryMethod: 'in-town' })).body
  await shopper.post('/api/checkout/demo/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    billingDetails: { name: 'Bench Shopper', email: me.email, phone: '340-555-0100' },
  })
  const order = await shopper.post('/api/orders', {
    customerName: 'Bench Shopper',
    customerEmail: me.email,
    customerPhone: '340-555-0100',
    deliveryMethod: 'in-town',
    shippingAddress: null,
    paymentIntentId: intent.paymentIntentId,
  })
  if (order.status !== 201) throw new Error(`the signed-in order failed: ${order.status} ${order.text}`)
  const after: unknown[] = (await shopper.get('/api/account/orders')).body.orders
  if (after.length !== before.length + 1) stale.push('GET /api/account/orders after POST /api/orders')
  if ((await shopper.get('/api/cart')).body.length !== 0) stale.push('GET /api/cart after POST /api/orders (the cart empties)')
  return stale
}
