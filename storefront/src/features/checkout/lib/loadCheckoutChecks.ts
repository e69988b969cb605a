type CheckoutChecks = typeof import('./validateCheckoutForm')

let pending: Promise<CheckoutChecks> | null = null

/**
 * The checkout form's checks (shared/checkoutRules.ts, and zod with them) in a chunk of their own:
 * the page answers a tap without evaluating zod first. Asked for once the form shows (CheckoutForm)
 * and awaited by Place Order. A failed download fails again on every later call in this page (the
 * browser keeps the failed module: tests/e2e/checkout-guest.test.ts), hence the reload the toast asks for.
 */
export function loadCheckoutChecks(): Promise<CheckoutChecks> {
  pending ??= import('./validateCheckoutForm')
  return pending
}
