import { PageTitle } from '@/components/PageTitle'
import { HeroSection } from '@/features/content/components/HeroSection'
import { ImpactSection } from '@/features/content/components/ImpactSection'

import { HomeProductsSection } from '../shop/HomeProductsSection'

const PRODUCTS_ID = 'products'

/** Spec §2 home: hero, shop section, impact section. */
export function HomeRoute() {
  return (
    <>
      <PageTitle />
      <HeroSection targetId={PRODUCTS_ID} />
      <HomeProductsSection id={PRODUCTS_ID} />
      <ImpactSection />
    </>
  )
}
