import { GIVING_DEFAULTS } from '@shared/givingRules'
import type { ContributionStatement } from '@shared/givingWording'
import { orderReceipt } from '../../giving/orderReceipt'
import type { OrderAccount } from '../../orders/orderAccount'
import type { Order } from '../../payload-types'
import type { MailBlock } from './mailBlocks'
import type { MailContext } from './mailContext'

/** An order's tax statement as e-mail blocks: the purchase notice, or the heading, the figures and the disclosure. */
export function contributionBlocks(statement: ContributionStatement, intro?: string): MailBlock[] {
  if (statement.kind === 'purchase') return statement.paragraphs.map((text) => ({ type: 'paragraph', text }))
  return [
    { type: 'heading', text: statement.heading },
    ...(intro ? [{ type: 'paragraph' as const, text: intro }] : []),
    { type: 'details', rows: statement.rows },
    ...statement.paragraphs.map((text): MailBlock => ({ type: 'paragraph', text })),
  ]
}

/**
 * A refund or a cancellation changes what the buyer paid and may change what they keep, so the tax
 * receipt sent with the order no longer holds (decision 73): the buyer gets it again with the
 * order's figures as they stand `after` it, the statement the order page shows. An order whose
 * receipt claimed no contribution and still claims none gets nothing (a refund of goods bought at
 * a discount can leave a gift standing: then it does).
 */
export function correctedReceiptBlocks(order: Order, account: OrderAccount, context: MailContext, after: 'this refund' | 'this cancellation' | 'the failed refund'): MailBlock[] {
  const giving = context.giving ?? GIVING_DEFAULTS
  const first = orderReceipt(order, { paymentTaken: account.paymentTaken, refundedCents: 0, returned: new Map() }, giving)
  const now = orderReceipt(order, account, giving)
  const replaces = 'This replaces the tax receipt we sent with your order.'
  if (now?.kind === 'contribution') return contributionBlocks(now, `Your contribution as it stands after ${after}. ${replaces}`)
  if (first?.kind !== 'contribution') return []
  return [
    { type: 'heading', text: first.heading },
    { type: 'paragraph', text: `After ${after}, no part of what you paid for this order is a tax-deductible contribution. ${replaces}` },
  ]
}
