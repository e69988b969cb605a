import type { Size } from '@shared/sizes'
import { queryOptions } from '@tanstack/react-query'

import { ApiError } from '@/lib/ApiError'
import { apiFetch } from '@/lib/apiClient'

export type PromotionCheck = { promotion: { code: string; description: string } | null; amounts: { subtotal: string; discount: string } }

export type PromotionCheckInput = {
  promoCode: string
  signedIn: boolean
  lines: { productId: string; size: Size | null; quantity: number }[]
  /** The buyer's e-mail when known (the checkout): a code this e-mail has used up is refused now. */
  customerEmail?: string | null
}

/** POST /api/checkout/promotion: does the code apply to this cart, and what does it take off (no payment is started). */
export function checkPromotion({ promoCode, signedIn, lines, customerEmail }: PromotionCheckInput): Promise<PromotionCheck> {
  return apiFetch<PromotionCheck>('POST', '/api/checkout/promotion', { promoCode, ...(signedIn ? {} : { cartItems: lines }), ...(customerEmail ? { customerEmail } : {}) })
}

/** Every variable the answer depends on is in the key: a changed cart asks again. */
export const promotionCheckQueryOptions = (input: PromotionCheckInput) =>
  queryOptions({ queryKey: ['checkout', 'promotion', input] as const, queryFn: () => checkPromotion(input), retry: false, gcTime: 0 })

/** The words of a refused code (the server's 400), or a generic line for anything else. */
/** The shop answered that the code does not apply (not a failure to ask: the network, a 5xx). */
export function isPromotionRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.status === 400
}

export function promotionErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 400) {
    const said = err.json?.error ?? err.json?.message
    if (typeof said === 'string') return said
  }
  return 'We could not check this code. Please try again.'
}
