import { PromotionsBoard } from '@/features/admin/components/PromotionsBoard'

import { RequireAdmin } from './RequireAdmin'

export function AdminPromotionsRoute() {
  return (
    <RequireAdmin title="Promo codes">
      <PromotionsBoard />
    </RequireAdmin>
  )
}
