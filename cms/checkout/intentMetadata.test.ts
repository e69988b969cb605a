import { decodeIntentMetadata, encodeIntentMetadata, type IntentOrderData } from './intentMetadata'

const pricing = { donationCents: 0, feeMode: 'required' as const, coverFees: true }
const line = (n: number) => ({ productId: `product-${String(n).padStart(20, '0')}`, size: 'M' as const, quantity: 1, unitCents: 2500 })
const order = (lineCount: number): IntentOrderData => ({
  lines: Array.from({ length: lineCount }, (_, n) => line(n)),
  deliveryMethod: 'in-town',
  userId: null,
  pricing,
  promoCode: null,
  discount: { merchandiseCents: 0, shippingCents: 0 },
})

describe('intent metadata', () => {
  it('reads back what it wrote, across several 500-character keys', () => {
    const metadata = encodeIntentMetadata(order(30))
    expect(Number(metadata.items)).toBeGreaterThan(1)
    for (const value of Object.values(metadata)) expect(value.length).toBeLessThanOrEqual(500)
    expect(decodeIntentMetadata(metadata)?.lines).toHaveLength(30)
  })

  it('a payment repriced to fewer lines is read as its last pricing, even with a longer pricing\'s key left behind (decision 77)', () => {
    const longer = encodeIntentMetadata(order(30))
    const shorter = encodeIntentMetadata(order(2))
    // What a merge of the two leaves when the stale chunk was not removed (two reprices at once).
    const merged = { ...longer, ...shorter }
    expect(merged.items_1).toBeDefined()
    expect(decodeIntentMetadata(merged)?.lines).toEqual(order(2).lines)
  })

  it('a payment made before the count was written is read to its first missing key', () => {
    const { items: _count, ...older } = encodeIntentMetadata(order(30))
    expect(decodeIntentMetadata(older)?.lines).toHaveLength(30)
  })
})
