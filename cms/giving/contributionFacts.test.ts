import { splitContribution } from '@shared/givingWording'

import { contributionFacts } from './contributionFacts'

type Line = { productName: string; quantity: number; priceCents: number; valueCents?: number | null }
const order = (items: Line[], extra: { shippingCents?: number; discountCents?: number; donationCents?: number; feeCents?: number; feeIsContribution?: boolean } = {}) => {
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0)
  const { shippingCents = 0, discountCents = 0, donationCents = 0, feeCents = 0, feeIsContribution = false } = extra
  return { subtotalCents, shippingCents, discountCents, donationCents, feeCents, feeIsContribution, totalCents: subtotalCents + shippingCents - discountCents + donationCents + feeCents, items }
}
const contribution = (facts: ReturnType<typeof contributionFacts>) => splitContribution(facts).contributionCents

describe('contributionFacts: the goods a receipt counts after refunds (decision 71)', () => {
  it('items refunded in full leave the goods; the receipt values what the buyer keeps', () => {
    // Two shirts at $32.50 worth $12.00 each; one refunded: $32.50 paid for a $12.00 shirt.
    const shirts = order([{ productName: 'Sun Shirt', quantity: 2, priceCents: 3250, valueCents: 1200 }])
    expect(contribution(contributionFacts(shirts, 3250, new Map([[0, 1]])))).toBe(2050)
    expect(contributionFacts(shirts, 3250, new Map([[0, 1]])).lines).toEqual([{ name: 'Sun Shirt', quantity: 1, priceCents: 3250, valueCents: 1200 }])
    // The same money refunded without naming the shirt: the goods first (decision 41).
    expect(contribution(contributionFacts(shirts, 3250))).toBe(3250)
  })

  it('free shipping stays a benefit received while the shipping is provided', () => {
    // Two hoodies at $45 and a tee at $25, out of town with a free-shipping code, a $25 gift; one hoodie refunded.
    const facts = order(
      [
        { productName: 'Hoodie', quantity: 2, priceCents: 4500 },
        { productName: 'Tee', quantity: 1, priceCents: 2500 },
      ],
      { shippingCents: 1500, discountCents: 1500, donationCents: 2500 },
    )
    // $95.00 kept for $70.00 of goods and $15.00 of shipping.
    expect(contribution(contributionFacts(facts, 4500, new Map([[0, 1]])))).toBe(1000)
  })

  it('every unit named by a refund of a few cents under a $5.00 code: never more than the gift (outside review 10)', () => {
    // A $25 tee, a $20 cap and an $18.50 bottle with $5.00 off and a $10 gift: each unit's share of the
    // discount, rounded, came to $5.01 together, which read as a cent paid above the goods' value.
    const facts = order(
      [
        { productName: 'Tee', quantity: 1, priceCents: 2500 },
        { productName: 'Cap', quantity: 1, priceCents: 2000 },
        { productName: 'Bottle', quantity: 1, priceCents: 1850 },
      ],
      { discountCents: 500, donationCents: 1000 },
    )
    const everyUnit = new Map([
      [0, 1],
      [1, 1],
      [2, 1],
    ])
    const after = contributionFacts(facts, 3, everyUnit)
    expect(after.discountCents).toBe(0)
    expect(contribution(after)).toBe(1000)
  })

  it("a merchandise discount: the refunded units take their share of it with them", () => {
    // Three tees at $25 with 10 % off ($7.50), a $10 gift; one tee refunded at what was paid for it ($22.50).
    const facts = order([{ productName: 'Tee', quantity: 3, priceCents: 2500 }], { discountCents: 750, donationCents: 1000 })
    const after = contributionFacts(facts, 2250, new Map([[0, 1]]))
    expect(after).toMatchObject({ totalCents: 5500, refundedCents: 0, discountCents: 500 })
    // $55.00 kept for $50.00 of tees.
    expect(contribution(after)).toBe(500)
  })
})
