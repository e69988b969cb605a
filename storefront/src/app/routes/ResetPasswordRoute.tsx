import { useNavigate, useSearchParams } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm'

/** The link in the reset e-mail: /reset-password?token=… */
export function ResetPasswordRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <PageTitle title="Choose a New Password" />
      <ResetPasswordForm
        token={params.get('token')}
        onReset={(signInPath) => navigate(signInPath === '/admin/login' ? '/admin/login' : '/login', { replace: true })}
      />
    </div>
  )
}
