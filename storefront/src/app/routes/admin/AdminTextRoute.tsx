import { SiteTextEditor } from '@/features/admin/components/SiteTextEditor'

import { RequireAdmin } from './RequireAdmin'

export function AdminTextRoute() {
  return (
    <RequireAdmin title="Edit Site Text">
      <SiteTextEditor />
    </RequireAdmin>
  )
}
