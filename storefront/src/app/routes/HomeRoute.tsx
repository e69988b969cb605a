import { PageTitle } from '@/components/PageTitle'
import { OrderConfirmationSlot } from '@/features/checkout/components/OrderConfirmationSlot'
import { HeroSection } from '@/features/content/components/HeroSection'
import { ImpactSection } from '@/features/content/components/ImpactSection'

import { HydrateAfterPage } from '../layout/HydrateAfterPage'
import { HomeProductsSection } from '../shop/HomeProductsSection'

const PRODUCTS_ID = 'products'

/** Home: hero, shop section, impact section; above them a guest's order confirmation after a purchase. */
export function HomeRoute() {
  return (
    <>
      <PageTitle />
      <OrderConfirmationSlot />
      <HeroSection targetId={PRODUCTS_ID} />
      <HomeProductsSection id={PRODUCTS_ID} />
      <HydrateAfterPage>
        <ImpactSection />
      </HydrateAfterPage>
    </>
  )
}
