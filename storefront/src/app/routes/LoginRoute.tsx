import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { LoginForm } from '@/features/auth/components/LoginForm'
import { safeRedirect } from '@/features/auth/lib/safeRedirect'
import { migrateGuestCart } from '@/features/cart/migrateGuestCart'

/** After login the guest cart moves to the server, then the user goes to the redirect target. */
export function LoginRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const redirect = params.get('redirect')
  const target = safeRedirect(redirect)
  const signupHref = redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup'

  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <PageTitle title="Log In" />
      <LoginForm
        signupHref={signupHref}
        onSignedIn={async () => {
          await migrateGuestCart(queryClient)
          navigate(target, { replace: true })
        }}
      />
    </div>
  )
}
