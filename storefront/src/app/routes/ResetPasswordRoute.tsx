import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm'
import { migrateGuestCart } from '@/features/cart/migrateGuestCart'

/**
 * The link in the reset e-mail: /reset-password?token=… A completed reset signs this browser in:
 * the guest cart moves to the server as after a login, then the shop (or the admin screens).
 */
export function ResetPasswordRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <PageTitle title="Choose a New Password" />
      <ResetPasswordForm
        token={params.get('token')}
        onReset={async (redirectTo) => {
          await migrateGuestCart(queryClient)
          navigate(redirectTo === '/admin/products' ? '/admin/products' : '/', { replace: true })
        }}
      />
    </div>
  )
}
