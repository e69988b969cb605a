import { PageTitle } from '@/components/PageTitle'
import { SetupAdminScreen } from '@/features/admin/components/SetupAdminScreen'

/** /setup-admin: the one-time creation of the first administrator. */
export function SetupAdminRoute() {
  return (
    <>
      <PageTitle title="Admin Setup" />
      <SetupAdminScreen />
    </>
  )
}
