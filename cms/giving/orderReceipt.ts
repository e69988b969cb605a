import type { GivingSettings } from '@shared/givingRules'
import { type ContributionStatement, contributionStatement } from '@shared/givingWording'
import { orderDate } from '../mail/templates/orderSummaryBlocks'
import type { OrderAccount } from '../orders/orderAccount'
import type { Order } from '../payload-types'
import { contributionFacts } from './contributionFacts'

/**
 * What an order's receipt says about tax (decision 40): the purchase notice, or the contribution
 * with Publication 1771's disclosure, as the order stands after its refunds (decision 41). The
 * receipt e-mail, the private order page and the account's order all show this one statement; a
 * demo order took no money and has none.
 */
export function orderReceipt(order: Order, account: Pick<OrderAccount, 'paymentTaken' | 'refundedCents' | 'returned'>, giving: Pick<GivingSettings, 'organizationName' | 'ein'>): ContributionStatement | null {
  if (!account.paymentTaken) return null
  return contributionStatement(contributionFacts(order, account.refundedCents, account.returned), giving, orderDate(order))
}
