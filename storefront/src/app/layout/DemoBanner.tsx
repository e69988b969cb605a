import { FlaskConical } from 'lucide-react'

import { usePaymentConfig } from '@/features/checkout/api/getPaymentConfig'

const DEMO_BANNER_TEXT = 'Demo shop — no payment is taken and nothing will be shipped'

/**
 * Every page of a shop in demo payment mode says so before anything else (issue 10): nobody
 * should mistake it for a live shop, neither a shopper nor a volunteer packing orders.
 */
export function DemoBanner() {
  const config = usePaymentConfig()
  if (config.data?.mode !== 'demo') return null
  return (
    <aside aria-label="Demo shop" className="border-b border-dashed border-warning-border bg-warning px-4 py-2 text-center text-sm font-semibold text-warning-foreground">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        {DEMO_BANNER_TEXT}
      </p>
    </aside>
  )
}
