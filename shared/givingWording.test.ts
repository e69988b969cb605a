import { booksContribution, contributionStatement, type ContributionFacts, purchaseOnlyNotice, splitContribution } from './givingWording'

const giving = { organizationName: 'Community Rescue Inc.', ein: '66-0123456' }
const shirt = (quantity = 1, valueCents: number | null = null) => ({ name: 'T-Shirt', quantity, priceCents: 2500, valueCents })
const order = (facts: Partial<ContributionFacts>): ContributionFacts => {
  const lines = facts.lines ?? [shirt()]
  const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
  const base = { shippingCents: 0, feeCents: 0, feeIsContribution: false, donationCents: 0, ...facts, lines }
  return { totalCents: subtotal - (base.discountCents ?? 0) + base.shippingCents + base.feeCents + base.donationCents, ...base }
}

describe('what part of a payment is a contribution (Publication 1771)', () => {
  it('merchandise at its value, shipping and a required fee are not; the statement keeps the purchase notice', () => {
    const facts = order({ shippingCents: 1500, feeCents: 150 })
    expect(splitContribution(facts)).toMatchObject({ paymentCents: 4150, contributionCents: 0, goodsAndServicesCents: 4150 })
    expect(contributionStatement(facts, giving, 'November 27, 2026')).toEqual({ kind: 'purchase', paragraphs: [purchaseOnlyNotice('Community Rescue Inc.')] })
  })

  it('a gift, a covered optional fee and a price above fair market value are; payment = contribution + goods and services', () => {
    const facts = order({ lines: [shirt(2, 1000)], donationCents: 1000, feeCents: 200, feeIsContribution: true, shippingCents: 1500 })
    const split = splitContribution(facts)
    expect(split).toEqual({
      paymentCents: 7700,
      donationCents: 1000,
      feeContributionCents: 200,
      aboveValueCents: 3000,
      discountOffsetCents: 0,
      contributionCents: 4200,
      goodsAndServicesCents: 3500,
      merchandiseValueCents: 2000,
    })
    const statement = contributionStatement(facts, giving, 'November 27, 2026')
    expect(statement).toEqual({
      kind: 'contribution',
      heading: 'Your contribution (tax receipt)',
      rows: [
        { label: 'Organization', value: 'Community Rescue Inc., a 501(c)(3) tax-exempt organization' },
        { label: 'EIN', value: '66-0123456' },
        { label: 'Date', value: 'November 27, 2026' },
        { label: 'Payment', value: '$77.00' },
        { label: 'Contribution', value: "$42.00 (gift $10.00; card costs you chose to cover $2.00; paid above the items' fair market value $30.00)" },
        { label: 'Goods and services', value: 'merchandise (T-Shirt × 2) at its fair market value of $20.00; shipping $15.00' },
        { label: 'Their value', value: '$35.00 (our good-faith estimate)' },
      ],
      paragraphs: [
        'The amount of your contribution that is deductible for federal income tax purposes is limited to the excess of your payment ($77.00) over the value of the goods and services we provided ($35.00): $42.00.',
        'Thank you for your generosity.',
      ],
    })
  })

  it('says the limit sentence under $75 too, and the written acknowledgment from $250', () => {
    const small = contributionStatement(order({ donationCents: 500, feeCents: 100 }), giving, 'd')
    expect(small.kind === 'contribution' && small.paragraphs[0]).toContain('is limited to the excess of your payment ($31.00)')
    expect(small.kind === 'contribution' && small.rows.find((row) => row.label === 'Their value')?.value).toBe('$26.00 (our good-faith estimate)')
    const large = contributionStatement(order({ donationCents: 25_000 }), { organizationName: 'Community Rescue', ein: '' }, 'd')
    expect(large.kind === 'contribution' && large.rows.map((row) => row.label)).not.toContain('EIN')
    expect(large.kind === 'contribution' && large.paragraphs).toContain(
      'Please keep this receipt: it is our written acknowledgment of your contribution, which you need to deduct a contribution of $250 or more.',
    )
  })

  it('a refund comes off goods and services first, then the contribution; a full refund leaves nothing', () => {
    const facts = order({ lines: [shirt(1)], donationCents: 1000, feeCents: 120, feeIsContribution: true })
    expect(splitContribution({ ...facts, refundedCents: 2500 })).toMatchObject({ paymentCents: 1120, contributionCents: 1120, goodsAndServicesCents: 0 })
    expect(splitContribution({ ...facts, refundedCents: 3000 })).toMatchObject({ paymentCents: 620, feeContributionCents: 0, donationCents: 620, contributionCents: 620 })
    expect(splitContribution({ ...facts, refundedCents: facts.totalCents })).toMatchObject({ paymentCents: 0, contributionCents: 0, goodsAndServicesCents: 0 })
    expect(contributionStatement({ ...facts, refundedCents: facts.totalCents }, giving, 'd').kind).toBe('purchase')
  })

  it('a promo code discount first uses up what was paid above value, then lowers the deductible part; the gift is charged and booked whole', () => {
    // $25 shirt worth $15, $5 off: still $5 paid above value.
    const premium = splitContribution(order({ lines: [shirt(1, 1500)], discountCents: 500, donationCents: 1000 }))
    expect(premium).toMatchObject({ paymentCents: 3000, donationCents: 1000, aboveValueCents: 500, discountOffsetCents: 0, contributionCents: 1500, goodsAndServicesCents: 1500 })
    // $25 shirt worth its price, $2.50 off, $10 gift: the buyer received $25 of goods for $22.50, so $7.50 is deductible.
    const facts = order({ lines: [shirt(1)], discountCents: 250, donationCents: 1000 })
    expect(splitContribution(facts)).toMatchObject({ paymentCents: 3250, donationCents: 1000, discountOffsetCents: 250, contributionCents: 750, goodsAndServicesCents: 2500 })
    const statement = contributionStatement(facts, giving, 'd')
    expect(statement.kind === 'contribution' && statement.rows.find((row) => row.label === 'Contribution')?.value).toBe('$7.50 (gift $10.00; less the discount you received on the goods $2.50)')
    // The goods refunded: the discount's benefit went with them, the whole gift is deductible again.
    expect(splitContribution({ ...facts, refundedCents: 2250 })).toMatchObject({ paymentCents: 1000, discountOffsetCents: 0, contributionCents: 1000 })
    // A discount larger than the gift: nothing deductible, the purchase notice.
    expect(contributionStatement(order({ lines: [shirt(2)], discountCents: 1000, donationCents: 500 }), giving, 'd').kind).toBe('purchase')
  })

  it('the books\' closed form (what the database adds up) equals the split, refund by refund', () => {
    const cases = [
      order({ lines: [shirt(1)], donationCents: 1000, feeCents: 120, feeIsContribution: true }),
      order({ lines: [shirt(2, 1000)], donationCents: 500, feeCents: 200, shippingCents: 1500 }),
      order({ lines: [shirt(1)], discountCents: 250, donationCents: 1000, feeCents: 99, feeIsContribution: true }),
      order({ lines: [shirt(3, 2000)], discountCents: 1000, donationCents: 2500, shippingCents: 1500, feeCents: 180 }),
    ]
    for (const facts of cases) {
      for (let refundedCents = 0; refundedCents <= facts.totalCents; refundedCents += 7) {
        const split = splitContribution({ ...facts, refundedCents })
        expect(booksContribution({ ...facts, refundedCents })).toEqual({ donationCents: split.donationCents, feeContributionCents: split.feeContributionCents })
        expect(split.paymentCents).toBe(split.contributionCents + split.goodsAndServicesCents)
        expect(split.goodsAndServicesCents).toBeGreaterThanOrEqual(0)
      }
    }
  })
})
