import { PageTitle } from '@/components/PageTitle'
import { AboutCards } from '@/features/content/components/AboutCards'
import { SupportMission } from '@/features/content/components/SupportMission'
import { ORGANISATION_NAME } from '@/features/content/lib/organisationName'

/** /about: hero 'About' and the organisation name, four cards, 'Support Our Mission'. */
export function AboutRoute() {
  return (
    <>
      <PageTitle title="About" />
      <section className="bg-[linear-gradient(160deg,#0c4a6e_0%,#0e7490_60%,#115e59_100%)] text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">About {ORGANISATION_NAME}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">
            A volunteer rescue non-profit keeping St. John and the US Virgin Islands safe, prepared and connected.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <AboutCards />
        <SupportMission />
      </div>
    </>
  )
}
