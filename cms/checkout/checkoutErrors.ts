import { ShopError } from '../errors/shopErrors'

/** The payment has not been completed (the card not charged yet, or declined): there is no order to make. */
export class PaymentNotCompleted extends ShopError {}

/** The payment could not become an order (sold out meanwhile, a wrong amount, refunded first): the order is refused and the money went back. */
export class OrderRefused extends ShopError {}

/**
 * The payment could not become an order and its automatic refund failed: the order is refused all
 * the same (the checkout must not say it will be completed), and the refund stays owed: the
 * sweeper asks again (cms/checkout/claimSweeper.ts).
 */
export class RefundNotMade extends ShopError {
  override readonly passing = true
}
