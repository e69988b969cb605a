import type { ApiUser } from '@shared/api'
import { CreditCard, HandHeart, Package, UserRound } from 'lucide-react'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

import { GivingTab } from './GivingTab'
import { OrdersTab } from './OrdersTab'
import { PaymentsTab } from './PaymentsTab'
import { ProfileForm } from './ProfileForm'

export const ACCOUNT_TABS = ['profile', 'orders', 'giving', 'payments'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

type AccountPageProps = {
  user: ApiUser
  tab: AccountTab
  onTabChange: (tab: AccountTab) => void
  /** The shop takes demo payments: no card is ever saved. */
  demoPayments?: boolean
}

/** 'My Account' with the Profile, Orders, Giving (issue 27) and Payments tabs. */
export function AccountPage({ user, tab, onTabChange, demoPayments = false }: AccountPageProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">My Account</h1>
      <p className="mt-1 text-muted-foreground">Signed in as {user.email}</p>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as AccountTab)} className="mt-8">
        {/* Four tabs: on a phone the labels alone fit the row. */}
        <TabsList aria-label="Account sections">
          <TabsTrigger value="profile">
            <UserRound aria-hidden="true" className="max-sm:hidden" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="orders">
            <Package aria-hidden="true" className="max-sm:hidden" />
            Orders
          </TabsTrigger>
          <TabsTrigger value="giving">
            <HandHeart aria-hidden="true" className="max-sm:hidden" />
            Giving
          </TabsTrigger>
          <TabsTrigger value="payments">
            <CreditCard aria-hidden="true" className="max-sm:hidden" />
            Payments
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileForm user={user} />
        </TabsContent>
        <TabsContent value="orders">
          <h2 className="sr-only">Orders</h2>
          <OrdersTab />
        </TabsContent>
        <TabsContent value="giving">
          <h2 className="sr-only">Giving</h2>
          <GivingTab user={user} />
        </TabsContent>
        <TabsContent value="payments">
          <h2 className="sr-only">Saved cards</h2>
          <PaymentsTab demoPayments={demoPayments} />
        </TabsContent>
      </Tabs>
    </div>
  )
}
