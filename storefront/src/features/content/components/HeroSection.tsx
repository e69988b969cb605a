import { HERO_IMAGE_SIZE } from '@shared/images'
import { TEXT_DEFAULTS } from '@shared/settingsDefaults'
import { ArrowDown } from 'lucide-react'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useHeroImage } from '@/lib/api/getHeroImage'
import { useTextSettings } from '@/lib/api/getTextSettings'

import { splitLines } from '../lib/splitText'
import { SectionSkeleton } from './SectionSkeleton'

/** Hero of the home page; the button smooth-scrolls to the products (element `targetId`). */
export function HeroSection({ targetId }: { targetId: string }) {
  const text = useTextSettings()
  const hero = useHeroImage()
  // Built-in defaults also cover a failed settings call (every text has a default).
  const settings = text.data ?? (text.isError ? TEXT_DEFAULTS : null)
  const image = hero.data?.heroImage ?? null

  function scrollToProducts() {
    const target = document.getElementById(targetId)
    if (!target) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    // Keyboard and screen reader users land where the eyes do.
    target.focus({ preventScroll: true })
  }

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-[#0b3b52] text-white">
      {/* Without an uploaded image: sea and sunrise in gradients, no bytes to download. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(circle_at_85%_15%,#fbbf24_0,#f97316_9%,transparent_28%),linear-gradient(160deg,#0c4a6e_0%,#0e7490_45%,#115e59_100%)]"
      />
      {image && (
        <ResponsiveImage
          src={image}
          variants={hero.data?.heroImageVariants}
          alt=""
          sizes="100vw"
          width={HERO_IMAGE_SIZE.width}
          height={HERO_IMAGE_SIZE.height}
          priority
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-black/65 via-black/35 to-black/5" />
      <svg
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-12 w-full text-background sm:h-16"
        viewBox="0 0 1440 80"
        preserveAspectRatio="none"
      >
        <path fill="currentColor" d="M0 48c120 18 240 27 360 18S600 28 720 24s240 8 360 20 240 22 360 6v30H0z" />
      </svg>
      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-4 pb-20 pt-14 sm:min-h-[32rem] sm:px-6 lg:min-h-[36rem] lg:px-8">
        {settings ? (
          <>
            <h1
              id="hero-title"
              className="max-w-3xl text-4xl font-extrabold leading-[1.1] tracking-tight [text-wrap:balance] drop-shadow-sm sm:text-5xl lg:text-6xl"
            >
              {splitLines(settings.heroTitle).map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">{settings.heroSubtitle}</p>
            <div className="mt-8">
              <Button size="lg" onClick={scrollToProducts} className="shadow-lg">
                {settings.heroButtonText}
                <ArrowDown aria-hidden="true" />
              </Button>
            </div>
          </>
        ) : (
          <SectionSkeleton headingId="hero-title" headingLevel="h1" className="grid max-w-3xl gap-4">
            <Skeleton className="h-12 w-4/5 bg-white/20" />
            <Skeleton className="h-12 w-3/5 bg-white/20" />
            <Skeleton className="mt-2 h-6 w-full max-w-xl bg-white/15" />
            <Skeleton className="mt-6 h-12 w-48 bg-white/20" />
          </SectionSkeleton>
        )}
      </div>
    </section>
  )
}
