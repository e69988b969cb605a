import { toCents } from '@shared/money'
import type { Size } from '@shared/sizes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'

import { isPromotionRefusal, promotionCheckQueryOptions, promotionErrorMessage } from '@/lib/api/checkPromotion'
import { setPromoCode, usePromoCode } from '@/lib/promoCode'

type Line = { productId: string; size: Size | null; quantity: number }

/**
 * The promo code applied to the cart that applies (issue 31), checked by the server for these
 * lines: Apply checks before it keeps a code; a kept code is checked again whenever the cart
 * changes, and what no longer applies says why at the field and takes nothing off.
 */
export function useAppliedPromotion(lines: Line[], signedIn: boolean | undefined) {
  const code = usePromoCode()
  const queryClient = useQueryClient()
  const [applyError, setApplyError] = useState<string | null>(null)
  // What the shopper typed in the field and has not applied (cleared once a code is applied), and
  // the last code the shop refused: left in the field, it is not one the shopper still means to use.
  const [typed, setTyped] = useState('')
  const [refusedCode, setRefusedCode] = useState<string | null>(null)
  const [applying, setApplying] = useState(false)
  const plain = lines.map(({ productId, size, quantity }) => ({ productId, size, quantity }))
  const check = useQuery({
    ...promotionCheckQueryOptions({ promoCode: code ?? '', signedIn: signedIn ?? false, lines: plain }),
    enabled: Boolean(code) && signedIn !== undefined && plain.length > 0,
  })

  async function apply(code: string) {
    setApplying(true)
    setApplyError(null)
    try {
      const answer = await queryClient.fetchQuery(promotionCheckQueryOptions({ promoCode: code, signedIn: signedIn ?? false, lines: plain }))
      setPromoCode(answer.promotion?.code ?? code)
      setTyped('')
    } catch (err) {
      setApplyError(promotionErrorMessage(err))
      if (isPromotionRefusal(err)) setRefusedCode(code)
    } finally {
      setApplying(false)
    }
  }

  const refused = useCallback((message: string) => {
    setPromoCode(null)
    setApplyError(message)
  }, [])

  function remove() {
    setPromoCode(null)
    setApplyError(null)
  }

  const applied = code && check.data?.promotion ? check.data.promotion : null
  return {
    /** The code to price with: only one the server accepted for this cart. */
    code: applied ? applied.code : null,
    applied: code ? (check.data?.promotion ?? { code, description: '' }) : null,
    discountCents: applied && check.data ? (toCents(check.data.amounts.discount) ?? 0) : 0,
    error: applyError ?? (code && check.isError ? promotionErrorMessage(check.error) : null),
    /** Still checking a kept code: the checkout waits for it before starting a payment. */
    checking: Boolean(code) && check.isPending && signedIn !== undefined && plain.length > 0,
    busy: applying,
    typed,
    setTyped,
    /** A code typed and not applied (nor refused): the checkout does not pay without it unasked. */
    unapplied: typed.trim() && typed.trim().toLowerCase() !== refusedCode?.toLowerCase() ? typed.trim() : null,
    apply: (code: string) => void apply(code),
    remove,
    /** The checkout's payment refused the code (it changed meanwhile): drop it and say why. */
    refused,
  }
}
