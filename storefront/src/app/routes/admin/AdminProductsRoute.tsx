import { ProductsDashboard } from '@/features/admin/components/ProductsDashboard'

import { RequireAdmin } from './RequireAdmin'

export function AdminProductsRoute() {
  return (
    <RequireAdmin title="Manage Products">
      <ProductsDashboard />
    </RequireAdmin>
  )
}
