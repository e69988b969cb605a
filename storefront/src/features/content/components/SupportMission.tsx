import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'

/** The About page's closing call with Shop Now (/) and Contact Us (/contact). */
export function SupportMission() {
  return (
    <section
      aria-labelledby="support-title"
      className="rounded-2xl bg-[linear-gradient(135deg,#0c4a6e,#0e7490)] px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="support-title" className="text-2xl font-bold sm:text-3xl">
        Support Our Mission
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-white/90">
        Every shirt, cap and sticker you buy keeps volunteers trained, equipped and ready to help across the islands.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">Shop Now</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="border-white/60 bg-transparent text-white hover:bg-white/10">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </div>
    </section>
  )
}
