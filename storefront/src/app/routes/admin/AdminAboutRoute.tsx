import { AboutEditor } from '@/features/admin/components/AboutEditor'

import { RequireAdmin } from './RequireAdmin'

export function AdminAboutRoute() {
  return (
    <RequireAdmin title="Edit About Page">
      <AboutEditor />
    </RequireAdmin>
  )
}
