import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { SignupForm } from '@/features/auth/components/SignupForm'
import { safeRedirect } from '@/features/auth/lib/safeRedirect'
import { migrateGuestCart } from '@/features/cart/migrateGuestCart'

/** After signup the guest cart moves to the server, then the user goes to the redirect target. */
export function SignupRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const redirect = params.get('redirect')
  const target = safeRedirect(redirect)
  const loginHref = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'

  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <PageTitle title="Sign Up" />
      <SignupForm
        loginHref={loginHref}
        onSignedIn={async () => {
          await migrateGuestCart(queryClient)
          navigate(target, { replace: true })
        }}
      />
    </div>
  )
}
