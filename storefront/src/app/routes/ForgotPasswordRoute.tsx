import { PageTitle } from '@/components/PageTitle'
import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm'

export function ForgotPasswordRoute() {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <PageTitle title="Forgot Password" />
      <ForgotPasswordForm />
    </div>
  )
}
