import { Navigate, useLocation, useSearchParams } from 'react-router-dom'

import { PageSpinner } from '@/components/PageSpinner'
import { PageTitle } from '@/components/PageTitle'
import { useUser } from '@/features/auth/api/getUser'
import { usePaymentConfig } from '@/features/checkout/api/getPaymentConfig'
import { ACCOUNT_TABS, AccountPage, type AccountTab } from '@/features/account/components/AccountPage'

const isTab = (value: string | null): value is AccountTab => ACCOUNT_TABS.includes(value as AccountTab)

/** Login required (spinner while auth loads); ?tab= picks the tab and follows it. */
export function AccountRoute() {
  const user = useUser()
  const payments = usePaymentConfig()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: AccountTab = isTab(requested) ? requested : 'profile'

  if (user.isPending) return <PageSpinner />
  if (!user.data) {
    const back = encodeURIComponent(location.pathname + location.search)
    return <Navigate to={`/login?redirect=${back}`} replace />
  }
  return (
    <>
      <PageTitle title="My Account" />
      <AccountPage
        user={user.data}
        tab={tab}
        onTabChange={(next) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })}
        demoPayments={payments.data?.mode === 'demo'}
      />
    </>
  )
}
