import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { useUser } from '@/features/auth/api/getUser'

// The menu (Radix dropdown and its positioning code) is only needed once someone is signed in.
const UserMenu = lazy(() => import('@/features/auth/components/UserMenu').then((m) => ({ default: m.UserMenu })))

/** Log In and Sign Up when signed out, else the avatar menu. */
export function HeaderAccount() {
  const user = useUser()
  const location = useLocation()

  if (user.isPending) return <div aria-hidden="true" className="size-9" />
  if (user.data) {
    return (
      <Suspense fallback={<div aria-hidden="true" className="size-9 rounded-full bg-muted" />}>
        <UserMenu user={user.data} />
      </Suspense>
    )
  }
  // Come back to the current page after signing in, except from the sign-in pages themselves.
  const here = location.pathname + location.search
  const stay = location.pathname !== '/' && location.pathname !== '/login' && location.pathname !== '/signup'
  const query = stay ? `?redirect=${encodeURIComponent(here)}` : ''
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
        <Link to={`/login${query}`}>Log In</Link>
      </Button>
      <Button asChild size="sm" className="px-2.5 sm:px-3">
        <Link to={`/signup${query}`}>Sign Up</Link>
      </Button>
    </div>
  )
}
