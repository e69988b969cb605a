import http from 'node:http'

export type BurstResult = {
  orders: number
  failures: number
  firstFailure: string | null
  ordersPerSecond: number
  purchaseP50Ms: number
  purchaseP99Ms: number
  /** GET /api/products asked by browsing shoppers while the burst runs. */
  productsRequests: number
  productsP50Ms: number
  productsP99Ms: number
}

const BUYER_FORM = { customerName: 'Bench Buyer', customerEmail: 'bench@example.org', customerPhone: '340-555-0100', deliveryMethod: 'in-town', shippingAddress: null }

/**
 * `buyers` guests buying at once, each starting the next purchase as soon as the last one ends, for
 * `seconds`: the whole demo purchase (payment intent, the demo panel's Pay, the order), as the
 * storefront sends it. Meanwhile `browsers` shoppers load the product list one after another.
 */
export async function checkoutBurst(
  baseUrl: string,
  productId: string,
  { buyers = 50, browsers = 2, seconds = 10 } = {},
): Promise<BurstResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: buyers + browsers })
  const post = (path: string, body: unknown) => send(agent, `${baseUrl}${path}`, 'POST', JSON.stringify(body))
  const purchases: number[] = []
  const productReads: number[] = []
  let failures = 0
  let firstFailure: string | null = null
  const stopAt = performance.now() + seconds * 1000

  // Every other buyer adds a gift, as the checkout's gift card lets them (issue 27): the burst
  // then prices, stores and receipts donations too.
  async function buyer(_: unknown, index: number) {
    const donation = index % 2 === 0 ? '5.00' : '0.00'
    while (performance.now() < stopAt) {
      const startedAt = performance.now()
      try {
        const intent = await post('/api/checkout/payment-intent', { deliveryMethod: 'in-town', cartItems: [{ productId, quantity: 1, size: null }], donation })
        if (intent.status !== 200) throw new Error(`payment intent: ${intent.status} ${intent.text}`)
        if (JSON.parse(intent.text).amounts?.donation !== donation) throw new Error(`payment intent: donation not priced (${intent.text.slice(0, 200)})`)
        const { paymentIntentId, clientSecret } = JSON.parse(intent.text)
        const paid = await post('/api/checkout/demo/confirm', { paymentIntentId, clientSecret, billingDetails: { name: 'Bench Buyer', email: 'bench@example.org', phone: '340-555-0100' } })
        if (paid.status !== 200) throw new Error(`demo confirm: ${paid.status} ${paid.text}`)
        const order = await post('/api/orders', { ...BUYER_FORM, paymentIntentId, clientSecret })
        if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`)
        purchases.push(performance.now() - startedAt)
      } catch (err) {
        failures += 1
        firstFailure ??= (err as Error).message.slice(0, 300)
      }
    }
  }

  async function browser() {
    while (performance.now() < stopAt) {
      const startedAt = performance.now()
      const res = await send(agent, `${baseUrl}/api/products`, 'GET', null)
      if (res.status === 200) productReads.push(performance.now() - startedAt)
      else failures += 1
    }
  }

  const startedAt = performance.now()
  await Promise.all([...Array.from({ length: buyers }, buyer), ...Array.from({ length: browsers }, browser)])
  const elapsed = (performance.now() - startedAt) / 1000
  agent.destroy()
  return {
    orders: purchases.length,
    failures,
    firstFailure,
    ordersPerSecond: Math.round((purchases.length / elapsed) * 10) / 10,
    purchaseP50Ms: percentile(purchases, 0.5),
    purchaseP99Ms: percentile(purchases, 0.99),
    productsRequests: productReads.length,
    productsP50Ms: percentile(productReads, 0.5),
    productsP99Ms: percentile(productReads, 0.99),
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)])
}

/** One request on a kept-alive connection; the whole answer read. */
function send(agent: http.Agent, url: string, method: string, body: string | null): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // A browser reads the (large) product list compressed; the checkout's small JSON answers are read here as text.
    const headers: Record<string, string | number> =
      body === null ? { 'accept-encoding': 'gzip' } : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body ?? undefined)
  })
}
