import { FooterEditor } from '@/features/admin/components/FooterEditor'

import { RequireAdmin } from './RequireAdmin'

export function AdminFooterRoute() {
  return (
    <RequireAdmin title="Edit Footer">
      <FooterEditor />
    </RequireAdmin>
  )
}
