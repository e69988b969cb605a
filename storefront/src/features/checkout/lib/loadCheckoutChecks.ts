type CheckoutChecks = typeof import('./validateCheckoutForm')

let pending: Promise<CheckoutChecks> | null = null

/**
 * The checkout form's checks (shared/checkoutRules.ts, and zod with them) in a chunk of their own:
 * the page answers a tap without evaluating zod first. Asked for once the form shows (CheckoutForm)
 * and awaited by Place Order; a failed download is asked for again on the next call.
 */
export function loadCheckoutChecks(): Promise<CheckoutChecks> {
  pending ??= import('./validateCheckoutForm').catch((err: unknown) => {
    pending = null
    throw err
  })
  return pending
}
