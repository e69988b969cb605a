import { Navigate, useSearchParams } from 'react-router-dom'

import { PageSpinner } from '@/components/PageSpinner'
import { PageTitle } from '@/components/PageTitle'
import { useCheckAdmin } from '@/features/admin/api/getCheckAdmin'
import { AccessDenied } from '@/features/admin/components/AccessDenied'
import { AdminLoginForm } from '@/features/admin/components/AdminLoginForm'
import { useUser } from '@/features/auth/api/getUser'
import { useLogin } from '@/features/auth/api/login'
import { safeRedirect } from '@/features/auth/lib/safeRedirect'

/**
 * /admin and /admin/login. Signed-in admins go on to /admin/products (or back to the
 * admin screen that sent them here); signed-in customers see Access Denied.
 */
export function AdminLoginRoute() {
  const user = useUser()
  const login = useLogin()
  const check = useCheckAdmin()
  const [params] = useSearchParams()

  if (user.isPending) return <PageSpinner />
  if (user.data?.isAdmin) {
    const requested = safeRedirect(params.get('redirect'))
    return <Navigate to={requested.startsWith('/admin/') ? requested : '/admin/products'} replace />
  }
  if (user.data) {
    return (
      <>
        <PageTitle title="Access Denied" />
        <AccessDenied />
      </>
    )
  }
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <PageTitle title="Admin Login" />
      <AdminLoginForm login={login.mutateAsync} showSetupLink={check.data?.hasAdmin === false} />
    </div>
  )
}
