import { IMPACT_IMAGE_SIZE } from '@shared/images'
import { DEFAULT_IMPACT_IMAGE, IMPACT_DEFAULTS } from '@shared/settingsDefaults'
import { HeartHandshake } from 'lucide-react'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { Skeleton } from '@/components/ui/skeleton'
import { useImpactSettings } from '@/lib/api/getImpactSettings'

import { splitParagraphs } from '../lib/splitText'
import { SectionSkeleton } from './SectionSkeleton'

/** Image, title, blank-line separated paragraphs, the first one stronger. */
export function ImpactSection() {
  const impact = useImpactSettings()
  const settings =
    impact.data ?? (impact.isError ? { ...IMPACT_DEFAULTS, impactImage: DEFAULT_IMPACT_IMAGE, impactImageVariants: [] } : null)

  return (
    <section aria-labelledby="impact-title" className="bg-[linear-gradient(180deg,#fffaf3_0%,#e0f2fe_100%)] py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="overflow-hidden rounded-2xl shadow-xl ring-1 ring-black/5">
          {settings ? (
            <ResponsiveImage
              src={settings.impactImage}
              variants={settings.impactImageVariants}
              alt=""
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
              width={IMPACT_IMAGE_SIZE.width}
              height={IMPACT_IMAGE_SIZE.height}
              className="aspect-[3/2] w-full object-cover"
            />
          ) : (
            <Skeleton className="aspect-[3/2] w-full rounded-none" />
          )}
        </div>
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm font-semibold text-ocean shadow-sm">
            <HeartHandshake aria-hidden="true" className="size-4" />
            501(c)(3) non-profit
          </p>
          {settings ? (
            <>
              <h2 id="impact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
                {settings.impactTitle}
              </h2>
              <div className="mt-5 grid gap-4">
                {splitParagraphs(settings.impactText).map((paragraph, index) => (
                  <p
                    key={index}
                    className={
                      index === 0 ? 'text-lg font-medium leading-relaxed text-foreground' : 'leading-relaxed text-muted-foreground'
                    }
                  >
                    {paragraph}
                  </p>
                ))}
              </div>
            </>
          ) : (
            <SectionSkeleton headingId="impact-title" headingLevel="h2" className="grid gap-3">
              <Skeleton className="h-9 w-3/4" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-5/6" />
            </SectionSkeleton>
          )}
        </div>
      </div>
    </section>
  )
}
