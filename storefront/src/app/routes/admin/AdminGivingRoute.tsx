import { GivingEditor } from '@/features/admin/components/GivingEditor'

import { RequireAdmin } from './RequireAdmin'

export function AdminGivingRoute() {
  return (
    <RequireAdmin title="Giving">
      <GivingEditor />
    </RequireAdmin>
  )
}
