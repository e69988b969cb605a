import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'

import { PageSpinner } from '@/components/PageSpinner'
import { PageTitle } from '@/components/PageTitle'
import { AccessDenied } from '@/features/admin/components/AccessDenied'
import { useUser } from '@/features/auth/api/getUser'

/**
 * Every admin screen's guard: signed out → /admin/login (coming back here after), signed in
 * without admin rights → Access Denied. The server refuses their calls either way (401/403).
 */
export function RequireAdmin({ title, children }: { title: string; children: ReactNode }) {
  const user = useUser()
  const location = useLocation()
  if (user.isPending) return <PageSpinner />
  if (!user.data) return <Navigate to={`/admin/login?redirect=${encodeURIComponent(location.pathname)}`} replace />
  if (!user.data.isAdmin) {
    return (
      <>
        <PageTitle title="Access Denied" />
        <AccessDenied />
      </>
    )
  }
  return (
    <>
      <PageTitle title={title} />
      {children}
    </>
  )
}
