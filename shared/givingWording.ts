import type { GivingSettings } from './givingRules'
import { formatCents } from './money'

/**
 * Every word the shop says about what is and is not a tax-deductible contribution (issue 27), and
 * the numbers behind them: the receipt e-mail, the private order page, the account's order and
 * Giving tab, the year-end statement. Which numbers go where, and why (IRS Publication 1771):
 * docs/decisions/0040-giving-and-receipts.md.
 */

/** The optional fee's line, as the checkout offers it and receipts show it once paid. */
export const FEE_CONTRIBUTION_LABEL = 'Help cover our card costs'

/** Merchandise bought at its fair market value is not a contribution: the receipt claims none. */
export function purchaseOnlyNotice(organizationName: string): string {
  return `Your purchase supports the community programs of ${organizationName}, a non-profit organization. It is a purchase of merchandise, not a tax-deductible donation.`
}

/** What an order's contribution rests on (an order record, or an order answer, has them all). */
export type ContributionFacts = {
  /** What the buyer paid, in cents. */
  totalCents: number
  shippingCents: number
  feeCents: number
  feeIsContribution: boolean
  donationCents: number
  /** A promo code's discount (issue 31), off the merchandise or the shipping; never off the gift. */
  discountCents?: number
  /** Each line the buyer keeps, at its unit price and its unit fair market value (null = worth its price); units refunded in full are left out (decision 71). */
  lines: { name: string; quantity: number; priceCents: number; valueCents: number | null }[]
  /** Money refunded so far (0 when none): decision 0041 says how it is split. */
  refundedCents?: number
}

/**
 * An order's money, split between the contribution and the goods and services the buyer received.
 * payment = contribution + goods and services, always (the receipt's two numbers add up).
 */
export type ContributionSplit = {
  /** What the buyer paid, less refunds. */
  paymentCents: number
  /** The gift added at checkout, less its share of refunds (the books' donation). */
  donationCents: number
  /** The card fee the buyer chose to cover (optional mode), less its share of refunds (the books' fee contribution). */
  feeContributionCents: number
  /** What the buyer paid above the goods' fair market value, less its share of refunds. */
  aboveValueCents: number
  /**
   * A promo code's discount beyond what was paid above value: goods worth more than the buyer paid
   * for them are a benefit received, so it lowers the deductible part (decision 0040); less its
   * share of refunds of the goods.
   */
  discountOffsetCents: number
  /** The deductible part: donation + fee contribution + above value − discount offset (never below 0). */
  contributionCents: number
  /** The good-faith estimate of the goods and services provided: merchandise at fair market value, shipping, a required card fee. */
  goodsAndServicesCents: number
  merchandiseValueCents: number
}

/**
 * How money refunded without naming returned items comes off an order: the books take it off the
 * goods first (decision 0041); a receipt, which must never state more deductible than was given,
 * off the contribution first, since the buyer kept the goods (decision 0076). Items a refund names
 * leave the goods before either (contributionFacts, decision 0071).
 */
export type RefundsComeOff = 'goods-first' | 'contribution-first'

/**
 * Refunds come off the goods and services first (the buyer gets back what they paid for items
 * returned, shipping not sent), and off the contribution only for what is left over: a full refund
 * leaves nothing. Within the contribution, off the money paid above value first (it went with the
 * goods), then the covered fee, then the gift (decision 0041).
 *
 * A promo code's discount (issue 31) does not lower the goods' fair market value: it first uses up
 * what was paid above value, and beyond that the buyer received goods worth more than they paid,
 * which lowers the deductible contribution (IRS Publication 1771: payment minus the value of what
 * was received). The gift itself is never discounted, and the books still count it whole
 * (`donationCents`); only the receipt's deductible figure is lower (decision 0040).
 */
export function splitContribution(facts: ContributionFacts, refunds: RefundsComeOff = 'goods-first'): ContributionSplit {
  const merchandiseValueCents = facts.lines.reduce((sum, line) => sum + Math.min(line.valueCents ?? line.priceCents, line.priceCents) * line.quantity, 0)
  const merchandisePaidCents = facts.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
  const requiredFeeCents = facts.feeIsContribution ? 0 : facts.feeCents
  const goodsValueCents = merchandiseValueCents + facts.shippingCents + requiredFeeCents
  const goodsPaidCents = merchandisePaidCents + facts.shippingCents + requiredFeeCents - (facts.discountCents ?? 0)
  // What of the goods' payment is their value (the rest was paid above it, a contribution).
  const goodsAtValueCents = Math.min(goodsPaidCents, goodsValueCents)
  const bargainCents = Math.max(0, goodsValueCents - goodsPaidCents)
  let donationCents = facts.donationCents
  let feeContributionCents = facts.feeIsContribution ? facts.feeCents : 0
  let aboveValueCents = goodsPaidCents - goodsAtValueCents

  const refunded = Math.min(facts.refundedCents ?? 0, facts.totalCents)
  let left = refunded
  const take = (amount: number) => {
    const taken = Math.min(amount, left)
    left -= taken
    return amount - taken
  }
  let goodsRefundedCents = 0
  if (refunds === 'goods-first') goodsRefundedCents = goodsAtValueCents - take(goodsAtValueCents)
  aboveValueCents = take(aboveValueCents)
  feeContributionCents = take(feeContributionCents)
  donationCents = take(donationCents)
  if (refunds === 'contribution-first') goodsRefundedCents = goodsAtValueCents - take(goodsAtValueCents)

  // The benefit of the discount goes with the goods: it shrinks as their money is refunded.
  const bargainLeftCents = goodsAtValueCents > 0 ? Math.floor((bargainCents * (goodsAtValueCents - goodsRefundedCents)) / goodsAtValueCents) : 0
  const given = donationCents + feeContributionCents + aboveValueCents
  const discountOffsetCents = Math.min(bargainLeftCents, given)
  const paymentCents = facts.totalCents - refunded
  const contributionCents = given - discountOffsetCents
  return {
    paymentCents,
    donationCents,
    feeContributionCents,
    aboveValueCents,
    discountOffsetCents,
    contributionCents,
    goodsAndServicesCents: paymentCents - contributionCents,
    merchandiseValueCents,
  }
}

/**
 * The books' figures of an order after its refunds (decision 0041), in closed form so that the
 * database can add them up (cms/orders/summary/*, the CSV): refunds come off the goods first, then
 * the covered fee, then the gift, and total = goods + covered fee + gift, so
 *   gift left = min(gift, total − refunded), fee contribution left = min(fee, total − gift − refunded),
 * never below zero. Equal to splitContribution's `donationCents` and `feeContributionCents`.
 */
export function booksContribution(order: { totalCents: number; refundedCents: number; donationCents: number; feeCents: number; feeIsContribution: boolean }): {
  donationCents: number
  feeContributionCents: number
} {
  const kept = Math.max(0, order.totalCents - Math.min(order.refundedCents, order.totalCents))
  return {
    donationCents: Math.max(0, Math.min(order.donationCents, kept)),
    feeContributionCents: order.feeIsContribution ? Math.max(0, Math.min(order.feeCents, kept - order.donationCents)) : 0,
  }
}

export type ContributionStatement =
  | { kind: 'purchase'; paragraphs: string[] }
  | {
      kind: 'contribution'
      heading: string
      rows: { label: string; value: string }[]
      paragraphs: string[]
    }

/** The $250 line of Publication 1771: a contribution this large needs the donor's written acknowledgment. */
export const ACKNOWLEDGMENT_THRESHOLD_CENTS = 25_000

export const CONTRIBUTION_HEADING = 'Your contribution (tax receipt)'

/**
 * What a receipt (or an order page) says about the contribution. An order without one keeps the
 * purchase notice. One with one names the organisation and its EIN, the date, the payment, the
 * contribution, the goods and services with a good-faith estimate of their value, and the
 * sentence limiting the deductible amount: always, not only above $75 (decision 0040).
 */
export function contributionStatement(facts: ContributionFacts, giving: Pick<GivingSettings, 'organizationName' | 'ein'>, date: string): ContributionStatement {
  const split = splitContribution(facts, 'contribution-first')
  if (split.contributionCents <= 0) return { kind: 'purchase', paragraphs: [purchaseOnlyNotice(giving.organizationName)] }
  const parts = [
    split.donationCents > 0 ? `gift ${formatCents(split.donationCents)}` : null,
    split.feeContributionCents > 0 ? `card costs you chose to cover ${formatCents(split.feeContributionCents)}` : null,
    split.aboveValueCents > 0 ? `paid above the items' fair market value ${formatCents(split.aboveValueCents)}` : null,
    split.discountOffsetCents > 0 ? `less the discount you received on the goods ${formatCents(split.discountOffsetCents)}` : null,
  ].filter((part): part is string => part !== null)
  const rows = [
    { label: 'Organization', value: `${giving.organizationName}, a 501(c)(3) tax-exempt organization` },
    ...(giving.ein ? [{ label: 'EIN', value: giving.ein }] : []),
    { label: 'Date', value: date },
    { label: 'Payment', value: formatCents(split.paymentCents) },
    { label: 'Contribution', value: parts.length > 1 ? `${formatCents(split.contributionCents)} (${parts.join('; ')})` : formatCents(split.contributionCents) },
    { label: 'Goods and services', value: goodsDescription(facts, split) },
    { label: 'Their value', value: `${formatCents(split.goodsAndServicesCents)} (our good-faith estimate)` },
  ]
  const paragraphs = [deductibleLimitSentence(split)]
  if (split.contributionCents >= ACKNOWLEDGMENT_THRESHOLD_CENTS) {
    paragraphs.push('Please keep this receipt: it is our written acknowledgment of your contribution, which you need to deduct a contribution of $250 or more.')
  }
  paragraphs.push('Thank you for your generosity.')
  return { kind: 'contribution', heading: CONTRIBUTION_HEADING, rows, paragraphs }
}

/** Publication 1771's quid pro quo disclosure, with this order's numbers. */
export function deductibleLimitSentence(split: Pick<ContributionSplit, 'paymentCents' | 'goodsAndServicesCents' | 'contributionCents'>): string {
  return `The amount of your contribution that is deductible for federal income tax purposes is limited to the excess of your payment (${formatCents(split.paymentCents)}) over the value of the goods and services we provided (${formatCents(split.goodsAndServicesCents)}): ${formatCents(split.contributionCents)}.`
}

function goodsDescription(facts: ContributionFacts, split: ContributionSplit): string {
  const items = facts.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')
  // After a refund of every item, only what is left (shipping, a required fee) or nothing.
  const parts = facts.lines.length > 0 ? [`merchandise (${items}) at its fair market value of ${formatCents(split.merchandiseValueCents)}`] : []
  if (facts.shippingCents > 0) parts.push(`shipping ${formatCents(facts.shippingCents)}`)
  if (!facts.feeIsContribution && facts.feeCents > 0) parts.push(`card processing fee ${formatCents(facts.feeCents)}`)
  return parts.length > 0 ? parts.join('; ') : 'none (the items were refunded)'
}

/** The year-end statement's disclosure (the account's Giving tab prints it under the list). */
export function yearEndDisclosure(organizationName: string): string {
  return `${organizationName} provided no goods or services for these contributions other than the merchandise, shipping and any required card fee of each order, whose value is not part of the amounts above. The amount deductible for federal income tax purposes is limited to the excess of each payment over the value of the goods and services provided: the contribution shown for each order.`
}
